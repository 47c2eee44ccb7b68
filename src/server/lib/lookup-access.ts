/**
 * Who may use each autocomplete (`GET /{resource}/lookup`): whoever holds a permission of a screen
 * that offers it. A lookup answers names (and a citizen's document number) by partial text, so
 * it is declared on the route like every other read, never open to any signed-in user.
 */
import { PERMISSION_KEYS, type PermissionKey } from '@shared/permissions';

/** Every key of the families named, e.g. `family('entries')` → entries-index, entries-me, … */
export const family = (...prefixes: string[]): PermissionKey[] =>
  PERMISSION_KEYS.filter((key) => prefixes.some((prefix) => key.startsWith(`${prefix}-`)));

const WRITE_ACTIONS = ['create', 'create-office', 'update', 'assign'];

/** Keys that register or edit documents of these families (forms that pick a sender, a type…). */
const writersOf = (...prefixes: string[]): PermissionKey[] =>
  family(...prefixes).filter((key) => WRITE_ACTIONS.some((action) => key.endsWith(`-${action}`)));

/** The document screens (lists, forms, record pages, dialogs) of entries, outputs and requests. */
const DOCUMENTS = family(
  'entries',
  'outputs',
  'supporting-entries',
  'supporting-outputs',
  'entry-requests',
  'output-requests',
);
const ARCHIVE = family('archive-expedients', 'archive-documents', 'physical-locations', 'archive-temporary-permission');

export const LOOKUP_PERMISSIONS = {
  // Senders and recipients: the forms that pick a citizen, and the citizens' own screens.
  citizens: [
    ...writersOf('entries', 'outputs', 'supporting-entries', 'supporting-outputs', 'entry-requests', 'output-requests'),
    ...family('citizens'),
    // The drafts' addressees.
    'outputs-draft',
  ],
  // Assignees, signers, derive targets, who attached a file, office heads.
  users: [...DOCUMENTS, ...family('users', 'offices', 'folders', 'delivery-controls', 'archive-temporary-permission')],
  // …and the integrations' form, which acts with a subset of a role's keys.
  roles: [...family('users', 'roles'), 'integrations-admin'],
  // List filters and forms of documents, users, the catalogue, deliveries and the archive.
  offices: [
    ...DOCUMENTS,
    ...family('users', 'offices', 'series', 'subseries', 'folders', 'delivery-controls'),
    ...ARCHIVE,
    'reports',
    // The office a webhook listens to, the office an integration acts for.
    'webhooks-admin',
    'integrations-admin',
  ],
  // …and the reports' filter by entry type.
  'type-entries': [...family('entries', 'supporting-entries', 'entry-requests', 'type-entries'), 'reports'],
  'type-outputs': family('outputs', 'supporting-outputs', 'output-requests', 'type-outputs', 'document-templates'),
  // Filing fields of the document forms and record pages, the catalogue screens, the archive.
  'document-classifications': [...DOCUMENTS, ...family('document-classifications'), ...ARCHIVE],
  series: [...DOCUMENTS, ...family('series', 'subseries'), ...ARCHIVE],
  subseries: [...DOCUMENTS, ...family('series', 'subseries'), ...ARCHIVE],
} as const satisfies Record<string, readonly PermissionKey[]>;
