/**
 * The permission catalogue: every key of docs/architecture.md §4 and §8.1, with the Spanish label and the area
 * the role editor groups it under. `can()` is the one check used by server and web.
 */

export const ADMIN = 'admin';

type Entry<K extends string = string> = readonly [key: K, label: string];

/** `feminine` makes the labels agree with the noun: "sus propias salidas", "todas las salidas". */
function crud<P extends string, A extends string>(
  prefix: P,
  noun: string,
  actions: readonly A[],
  feminine = false,
): Entry<`${P}-${A}`>[] {
  const own = feminine ? 'propias' : 'propios';
  const all = feminine ? 'todas las' : 'todos los';
  const labels: Record<string, string> = {
    index: `Listar ${noun} de su oficina`,
    me: `Ver sus ${own} ${noun}`,
    all: `Ver ${all} ${noun}`,
    create: `Registrar ${noun}`,
    'create-office': `Registrar ${noun} solo para su oficina`,
    show: `Ver detalle de ${noun}`,
    update: `Editar ${noun}`,
    assign: `Asignar ${noun}`,
  };
  return actions.map((action) => [`${prefix}-${action}` as const, labels[action] ?? `${action} ${noun}`] as const);
}

const reference = <P extends string, A extends string>(prefix: P, noun: string, actions: readonly A[]) =>
  crud(prefix, noun, actions).map(([key, label]) => [key, label.replace(' de su oficina', '')] as const);

const SCOPED = ['index', 'me', 'all', 'create', 'create-office', 'show', 'update'] as const;
const REQUESTS = ['index', 'me', 'create', 'show', 'assign'] as const;
const CRUD4 = ['index', 'create', 'show', 'update'] as const;
const CRUD3 = ['index', 'create', 'update'] as const;

const AREAS = [
  {
    area: 'General',
    permissions: [
      [ADMIN, 'Administrador (acceso total)'],
      ['home', 'Ver el tablero'],
      ['profile', 'Ver y editar su perfil'],
      ['reports', 'Ver reportes'],
    ],
  },
  { area: 'Ingresos documentales', permissions: crud('entries', 'ingresos', SCOPED) },
  { area: 'Salidas documentales', permissions: crud('outputs', 'salidas', SCOPED, true) },
  {
    area: 'Proyectos de documento',
    permissions: [
      ['outputs-draft', 'Proyectar documentos de su oficina'],
      ['outputs-review', 'Dar visto bueno a los proyectos que le envían'],
      ['outputs-sign', 'Firmar los proyectos que le corresponden'],
    ],
  },
  { area: 'Doc. ingreso apoyo', permissions: crud('supporting-entries', 'documentos de ingreso de apoyo', SCOPED) },
  { area: 'Doc. salida apoyo', permissions: crud('supporting-outputs', 'documentos de salida de apoyo', SCOPED) },
  { area: 'Solicitudes de ingreso', permissions: crud('entry-requests', 'solicitudes de ingreso', REQUESTS, true) },
  { area: 'Solicitudes de salida', permissions: crud('output-requests', 'solicitudes de salida', REQUESTS, true) },
  { area: 'Destinatarios', permissions: reference('citizens', 'destinatarios', CRUD4) },
  {
    area: 'Entregas',
    permissions: [
      ...reference('delivery-controls', 'controles de entrega', CRUD4),
      ['delivery-events-store', 'Recibir documentos de cualquier oficina'],
      ['my-deliver-events-store', 'Recibir documentos dirigidos a su oficina'],
      ['my-delivery-events-store', 'Recibir documentos dirigidos a su oficina (variante de menú)'],
    ],
  },
  {
    area: 'Carpetas de apoyo',
    permissions: [
      ['folders-index', 'Listar carpetas de su oficina'],
      ['folders-me', 'Ver sus propias carpetas'],
      ['folders-create', 'Crear carpetas'],
      ['folders-show', 'Ver detalle de carpetas'],
      ['folders-update', 'Editar carpetas'],
    ],
  },
  {
    area: 'Archivo Central',
    permissions: [
      ...reference('physical-locations', 'ubicaciones físicas', CRUD4),
      ...reference('archive-expedients', 'expedientes/cajas', CRUD4),
      ...reference('archive-documents', 'documentos archivados', CRUD4),
      ...reference('archive-temporary-permission', 'permisos de acceso temporal', CRUD4),
      ...reference('archive-disposals', 'eliminaciones documentales', CRUD4),
      ['archive-transfers-index', 'Ver todas las transferencias al archivo central'],
      ['archive-transfers-show', 'Ver las transferencias de su oficina'],
      ['archive-transfers-create', 'Preparar y enviar transferencias de cualquier oficina'],
      ['archive-transfers-create-office', 'Preparar y enviar las transferencias de su oficina'],
      ['archive-transfers-update', 'Recibir transferencias y programar el cronograma'],
    ],
  },
  {
    area: 'Panel de control',
    permissions: [
      ...reference('users', 'usuarios', CRUD4),
      ...reference('roles', 'roles', CRUD3),
      ...reference('offices', 'oficinas', CRUD3),
      ...reference('type-entries', 'tipos de ingreso', CRUD3),
      ...reference('type-outputs', 'tipos de salida', CRUD3),
      ...reference('document-templates', 'plantillas de documento', CRUD3),
      ...reference('document-classifications', 'clasificaciones documentales', CRUD3),
      ...reference('series', 'series', CRUD4),
      ...reference('subseries', 'subseries', CRUD4),
      ['config', 'Editar la configuración'],
      ['stickers', 'Diseñar el sticker de recepción'],
      ['webhooks-admin', 'Administrar los webhooks de integración'],
      ['integrations-admin', 'Administrar las integraciones y sus tokens'],
      ['peer-institutions-admin', 'Administrar las instituciones con las que se intercambian documentos'],
    ],
  },
] as const;

/** Every key of the catalogue: a mistyped key in a route, a role, a screen or a menu item does not compile. */
export type PermissionKey = (typeof AREAS)[number]['permissions'][number][0];

export const PERMISSION_AREAS: readonly { area: string; permissions: readonly Entry<PermissionKey>[] }[] = AREAS;

export const PERMISSIONS: ReadonlyMap<PermissionKey, { label: string; area: string }> = new Map(
  PERMISSION_AREAS.flatMap(({ area, permissions }) =>
    permissions.map(([key, label]) => [key, { label, area }] as const),
  ),
);

export const PERMISSION_KEYS: readonly PermissionKey[] = [...PERMISSIONS.keys()];

export function isPermissionKey(key: string): key is PermissionKey {
  return PERMISSIONS.has(key as PermissionKey);
}

/** True when `held` includes `admin` or any key of `anyOf`; an empty `anyOf` asks for nothing. */
export function can(held: readonly string[], anyOf: readonly PermissionKey[]): boolean {
  if (anyOf.length === 0 || held.includes(ADMIN)) return true;
  return anyOf.some((key) => held.includes(key));
}

/** The prefixes whose catalogue has `${prefix}-${action}` (e.g. `KeyPrefix<'me'>` has `entries`). */
export type KeyPrefix<Action extends string> = PermissionKey extends infer K
  ? K extends `${infer Prefix}-${Action}`
    ? Prefix
    : never
  : never;
