/**
 * The pinned permission table: for every API route (method + path) the permission keys it must
 * require (any one of them; `admin` passes everything), or `PUBLIC`/`ANY_USER` with the reason it
 * is open. `src/server/authorization.test.ts` fails when a route is missing here, when a route's
 * declared `config` differs from its row, and when a caller without the row's keys gets anything
 * but 403. Adding a route means adding its row: the failure message prints it. Lookups pin the
 * table of `lib/lookup-access.ts`, whose role-by-role expectations `lookup-access.test.ts` holds.
 */

import type { PermissionKey } from '@shared/permissions';
import { LOOKUP_PERMISSIONS } from '../lib/lookup-access';

export interface OpenRoute {
  access: 'public' | 'any-user';
  reason: string;
}

export type RouteAccess = readonly PermissionKey[] | OpenRoute;

/** No session needed. */
const PUBLIC = (reason: string): OpenRoute => ({ access: 'public', reason });
/** Any signed-in user, whatever their permissions: the route only touches the caller's own data or harmless names. */
const ANY_USER = (reason: string): OpenRoute => ({ access: 'any-user', reason });

export const ROUTE_PERMISSIONS: Readonly<Record<string, RouteAccess>> = {
  'POST /api/broadcasting/auth': ANY_USER("signs only the caller's own private channels"),

  'POST /api/v1/login': PUBLIC('signing in'),
  'POST /api/v1/logout': ANY_USER("ends the caller's own session"),
  'GET /api/v1/user': ANY_USER('the caller themself: identity and permissions for the shell'),
  'PUT /api/v1/password/reset': ['profile'],
  'POST /api/v1/forgot-password': PUBLIC('asks for a reset link; answers the same whether the account exists'),
  'POST /api/v1/reset-password': PUBLIC('guarded by the single-use reset token in the body'),
  'GET /api/v1/profile': ['profile'],
  'PUT /api/v1/profile': ['profile'],
  'GET /api/v1/app-settings': PUBLIC('institution name and realtime key the login page needs'),

  'GET /api/v1/offices': ['offices-index'],
  'GET /api/v1/offices/lookup': LOOKUP_PERMISSIONS.offices,
  'GET /api/v1/offices/:id': ['offices-index', 'offices-update'],
  'POST /api/v1/offices': ['offices-create'],
  'PUT /api/v1/offices/:id': ['offices-update'],
  'POST /api/v1/offices/:id/activate': ['offices-update'],
  'POST /api/v1/offices/:id/deactivate': ['offices-update'],
  'DELETE /api/v1/offices/:id': ['offices-update'],
  'GET /api/v1/offices/:id/history': ['offices-index', 'offices-update'],
  'GET /api/v1/offices/tree': ['offices-index'],

  'GET /api/v1/users': ['users-index'],
  'GET /api/v1/users/lookup': LOOKUP_PERMISSIONS.users,
  'GET /api/v1/users/:id': ['users-index', 'users-show', 'users-update'],
  'PUT /api/v1/users/:id': ['users-update'],
  'POST /api/v1/users/:id/activate': ['users-update'],
  'POST /api/v1/users/:id/deactivate': ['users-update'],
  'GET /api/v1/users/:id/history': ['users-index', 'users-show', 'users-update'],
  'POST /api/v1/users': ['users-create'],
  'POST /api/v1/users/:id/reset-password': ['users-update'],
  'GET /api/v1/users/:id/access': ['users-index', 'users-show'],
  'GET /api/v1/users/:id/activity': ['users-index', 'users-show'],

  'GET /api/v1/roles': ['roles-index'],
  'GET /api/v1/roles/lookup': LOOKUP_PERMISSIONS.roles,
  'GET /api/v1/roles/:id': ['roles-index', 'roles-update'],
  'POST /api/v1/roles': ['roles-create'],
  'PUT /api/v1/roles/:id': ['roles-update'],
  'DELETE /api/v1/roles/:id': ['roles-update'],
  'GET /api/v1/roles/:id/history': ['roles-index', 'roles-update'],

  'GET /api/v1/unread-notifications': ANY_USER("the caller's own notifications"),

  'GET /api/v1/notifications': ANY_USER("the caller's own notifications"),
  'POST /api/v1/notifications-read/:id': ANY_USER("marks one of the caller's own notifications"),
  'POST /api/v1/notifications-read-all': ANY_USER("marks the caller's own notifications"),

  'GET /api/v1/type-entries': ['type-entries-index'],
  'GET /api/v1/type-entries/lookup': LOOKUP_PERMISSIONS['type-entries'],
  'GET /api/v1/type-entries/:id': ['type-entries-index', 'type-entries-update'],
  'POST /api/v1/type-entries': ['type-entries-create'],
  'PUT /api/v1/type-entries/:id': ['type-entries-update'],
  'POST /api/v1/type-entries/:id/activate': ['type-entries-update'],
  'POST /api/v1/type-entries/:id/deactivate': ['type-entries-update'],
  'DELETE /api/v1/type-entries/:id': ['type-entries-update'],
  'GET /api/v1/type-entries/:id/history': ['type-entries-index', 'type-entries-update'],

  'GET /api/v1/type-outputs': ['type-outputs-index'],
  'GET /api/v1/type-outputs/lookup': LOOKUP_PERMISSIONS['type-outputs'],
  'GET /api/v1/type-outputs/:id': ['type-outputs-index', 'type-outputs-update'],
  'POST /api/v1/type-outputs': ['type-outputs-create'],
  'PUT /api/v1/type-outputs/:id': ['type-outputs-update'],
  'POST /api/v1/type-outputs/:id/activate': ['type-outputs-update'],
  'POST /api/v1/type-outputs/:id/deactivate': ['type-outputs-update'],
  'DELETE /api/v1/type-outputs/:id': ['type-outputs-update'],
  'GET /api/v1/type-outputs/:id/history': ['type-outputs-index', 'type-outputs-update'],

  'GET /api/v1/document-classifications': ['document-classifications-index'],
  'GET /api/v1/document-classifications/lookup': LOOKUP_PERMISSIONS['document-classifications'],
  'GET /api/v1/document-classifications/:id': ['document-classifications-index', 'document-classifications-update'],
  'POST /api/v1/document-classifications': ['document-classifications-create'],
  'PUT /api/v1/document-classifications/:id': ['document-classifications-update'],
  'POST /api/v1/document-classifications/:id/activate': ['document-classifications-update'],
  'POST /api/v1/document-classifications/:id/deactivate': ['document-classifications-update'],
  'DELETE /api/v1/document-classifications/:id': ['document-classifications-update'],
  'GET /api/v1/document-classifications/:id/history': [
    'document-classifications-index',
    'document-classifications-update',
  ],

  'GET /api/v1/series': ['series-index'],
  'GET /api/v1/series/lookup': LOOKUP_PERMISSIONS.series,
  'GET /api/v1/series/:id': ['series-index', 'series-show', 'series-update'],
  'POST /api/v1/series': ['series-create'],
  'PUT /api/v1/series/:id': ['series-update'],
  'POST /api/v1/series/:id/activate': ['series-update'],
  'POST /api/v1/series/:id/deactivate': ['series-update'],
  'DELETE /api/v1/series/:id': ['series-update'],
  'GET /api/v1/series/:id/history': ['series-index', 'series-show', 'series-update'],

  'GET /api/v1/subseries': ['subseries-index'],
  'GET /api/v1/subseries/lookup': LOOKUP_PERMISSIONS.subseries,
  'GET /api/v1/subseries/:id': ['subseries-index', 'subseries-show', 'subseries-update'],
  'POST /api/v1/subseries': ['subseries-create'],
  'PUT /api/v1/subseries/:id': ['subseries-update'],
  'POST /api/v1/subseries/:id/activate': ['subseries-update'],
  'POST /api/v1/subseries/:id/deactivate': ['subseries-update'],
  'DELETE /api/v1/subseries/:id': ['subseries-update'],
  'GET /api/v1/subseries/:id/history': ['subseries-index', 'subseries-show', 'subseries-update'],

  'GET /api/v1/physical-locations': ['physical-locations-index'],
  'GET /api/v1/physical-locations/tree': ['physical-locations-index'],
  'GET /api/v1/physical-locations/:id': [
    'physical-locations-index',
    'physical-locations-show',
    'physical-locations-update',
  ],
  'GET /api/v1/physical-locations/:id/contents': [
    'physical-locations-index',
    'physical-locations-show',
    'physical-locations-update',
  ],
  'POST /api/v1/physical-locations': ['physical-locations-create'],
  'PUT /api/v1/physical-locations/:id': ['physical-locations-update'],
  'DELETE /api/v1/physical-locations/:id': ['physical-locations-update'],
  'GET /api/v1/physical-locations/:id/history': [
    'physical-locations-index',
    'physical-locations-show',
    'physical-locations-update',
  ],

  'GET /api/v1/configs': ['config'],
  'PUT /api/v1/configs': ['config'],
  'POST /api/v1/configs/logo': ['config'],
  'DELETE /api/v1/configs/logo': ['config'],
  'GET /api/v1/logo': PUBLIC('the institution logo on the login page'),

  'GET /api/v1/stickers': ['stickers'],
  'PUT /api/v1/stickers': ['stickers'],
  'POST /api/v1/stickers/test-pdf': ['stickers'],

  'GET /api/v1/citizens': ['citizens-index'],
  'GET /api/v1/citizens/lookup': LOOKUP_PERMISSIONS.citizens,
  'GET /api/v1/citizens/:id': ['citizens-index', 'citizens-show', 'citizens-update'],
  'POST /api/v1/citizens': ['citizens-create'],
  'PUT /api/v1/citizens/:id': ['citizens-update'],
  'DELETE /api/v1/citizens/:id': ['citizens-update'],
  'GET /api/v1/citizens/:id/history': ['citizens-index', 'citizens-show', 'citizens-update'],

  'GET /api/v1/entries': ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  'GET /api/v1/entries/export': ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  'GET /api/v1/entries/:id': ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  'GET /api/v1/entries/:id/movements': ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  'GET /api/v1/entries/:id/sticker': ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  'GET /api/v1/entries/:id/history': ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  'POST /api/v1/entries': ['entries-create', 'entries-create-office'],
  'PUT /api/v1/entries/:id': ['entries-update'],
  'POST /api/v1/entries/:id/derive': ['entries-update'],
  'POST /api/v1/entries/:id/movements/:movementId/receive': [
    'entries-update',
    'entries-index',
    'entries-me',
    'entries-all',
  ],
  'POST /api/v1/entries/:id/movements/:movementId/return': [
    'entries-update',
    'entries-index',
    'entries-me',
    'entries-all',
  ],
  'POST /api/v1/entries/:id/attend': ['entries-update', 'entries-index', 'entries-me', 'entries-all'],
  'POST /api/v1/entries/:id/archive': ['entries-update'],
  'POST /api/v1/entries/:id/annul': ['entries-update'],
  'POST /api/v1/entries/:id/assign': ['entries-update'],
  'GET /api/v1/entries/:id/attachments': ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  'POST /api/v1/entries/:id/attachments': ['entries-update', 'entries-create', 'entries-create-office'],
  'GET /api/v1/entries/:id/attachments/:attachmentId': ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  'DELETE /api/v1/entries/:id/attachments/:attachmentId': ['entries-update', 'entries-create', 'entries-create-office'],

  'GET /api/v1/outputs': ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'],
  'GET /api/v1/outputs/export': ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'],
  'GET /api/v1/outputs/:id': ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'],
  'GET /api/v1/outputs/:id/history': ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'],
  'POST /api/v1/outputs': ['outputs-create', 'outputs-create-office'],
  'PUT /api/v1/outputs/:id': ['outputs-update'],
  'POST /api/v1/outputs/:id/dispatch': ['outputs-update'],
  'POST /api/v1/outputs/:id/archive': ['outputs-update'],
  'POST /api/v1/outputs/:id/annul': ['outputs-update'],
  'POST /api/v1/outputs/:id/recipients/:recipientId/deliver': ['outputs-update'],
  'GET /api/v1/outputs/:id/attachments': ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'],
  'POST /api/v1/outputs/:id/attachments': ['outputs-update', 'outputs-create', 'outputs-create-office'],
  'GET /api/v1/outputs/:id/attachments/:attachmentId': ['outputs-all', 'outputs-index', 'outputs-me', 'outputs-show'],
  'DELETE /api/v1/outputs/:id/attachments/:attachmentId': ['outputs-update', 'outputs-create', 'outputs-create-office'],
};
