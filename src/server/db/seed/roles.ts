/** The demo roles: what a front desk clerk, an office head, an office worker, a courier and an archivist do. */
import type { PermissionKey } from '@shared/permissions';

const crud = <P extends string, A extends string>(prefix: P, actions: readonly A[]) =>
  actions.map((a) => `${prefix}-${a}` as const);

export const DEMO_ROLES: readonly { name: string; description: string; permissions: readonly PermissionKey[] }[] = [
  {
    name: 'Mesa de partes',
    description: 'Registra ingresos y salidas, atiende solicitudes y despacha documentos.',
    permissions: [
      'home',
      'profile',
      'reports',
      ...crud('entries', ['all', 'create', 'show', 'update']),
      ...crud('outputs', ['all', 'create', 'show', 'update']),
      ...crud('citizens', ['index', 'create', 'show', 'update']),
      ...crud('entry-requests', ['index', 'show', 'assign']),
      ...crud('output-requests', ['index', 'show', 'assign']),
      ...crud('delivery-controls', ['index', 'create', 'show', 'update']),
      'stickers',
    ],
  },
  {
    name: 'Jefe de oficina',
    description: 'Recibe y deriva los documentos de su oficina y supervisa a su equipo.',
    permissions: [
      'home',
      'profile',
      'reports',
      ...crud('entries', ['index', 'show', 'update']),
      ...crud('outputs', ['index', 'create-office', 'show', 'update']),
      // Drafts documents, gives the V°B° asked of them and signs those of their office.
      ...crud('outputs', ['draft', 'review', 'sign']),
      ...crud('supporting-entries', ['index', 'create-office', 'show', 'update']),
      ...crud('supporting-outputs', ['index', 'create-office', 'show', 'update']),
      ...crud('entry-requests', ['index', 'create', 'show']),
      ...crud('output-requests', ['index', 'create', 'show']),
      ...crud('folders', ['index', 'create', 'show', 'update']),
      ...crud('citizens', ['index', 'show']),
      // Sees and authorises the archive's loans of their office's documents, and requests loans.
      'archive-temporary-permission-show',
      'archive-temporary-permission-create',
      // Prepares and sends their office's transfers to the central archive.
      ...crud('archive-transfers', ['show', 'create-office']),
      // Reads their office's own expedients (a support folder becomes one) and what is filed in them.
      'archive-expedients-show',
      'archive-documents-show',
      'my-deliver-events-store',
      'my-delivery-events-store',
    ],
  },
  {
    name: 'Servidor de oficina',
    description: 'Atiende los documentos que le asignan y lleva sus carpetas de apoyo.',
    permissions: [
      'home',
      'profile',
      'entries-me',
      ...crud('outputs', ['me', 'create-office']),
      // Drafts documents and gives the V°B° asked of them.
      ...crud('outputs', ['draft', 'review']),
      ...crud('citizens', ['index', 'create', 'show']),
      ...crud('supporting-entries', ['me', 'create-office']),
      ...crud('supporting-outputs', ['me', 'create-office']),
      ...crud('entry-requests', ['me', 'create']),
      ...crud('output-requests', ['me', 'create']),
      ...crud('folders', ['me', 'create']),
      // Prepares their office's transfers to the central archive (the head may send them too).
      ...crud('archive-transfers', ['show', 'create-office']),
      // Requests a loan of an archived record for themselves and follows it.
      'archive-temporary-permission-create',
    ],
  },
  {
    name: 'Mensajero',
    description: 'Entrega documentos y registra su recepción.',
    permissions: ['home', 'profile', ...crud('delivery-controls', ['index', 'show']), 'delivery-events-store'],
  },
  {
    name: 'Archivero',
    description: 'Administra el archivo central: ubicaciones, expedientes, documentos, préstamos y eliminación.',
    permissions: [
      'home',
      'profile',
      'reports',
      ...crud('physical-locations', ['index', 'create', 'show', 'update']),
      ...crud('archive-expedients', ['index', 'create', 'show', 'update']),
      ...crud('archive-documents', ['index', 'create', 'show', 'update']),
      ...crud('archive-temporary-permission', ['index', 'create', 'show', 'update']),
      ...crud('archive-disposals', ['index', 'create', 'show', 'update']),
      // Receives every office's transfers and keeps the annual schedule.
      ...crud('archive-transfers', ['index', 'create', 'show', 'update']),
      // Reads every office's correspondence to file it (restricted classifications still need a
      // temporary access permission); archives it only into an expedient (archive-documents-create).
      'entries-all',
      'outputs-all',
      'supporting-entries-all',
      'supporting-outputs-all',
      ...crud('series', ['index', 'show']),
      ...crud('subseries', ['index', 'show']),
    ],
  },
];
