/**
 * Every screen (docs/architecture.md §8.1) as data: its name (used for named navigation such as `{type}-show`),
 * its path, who may open it and its Spanish title. The web router is built from this table and
 * the authorization tests read it too.
 */

import { can, type KeyPrefix, type PermissionKey } from './permissions';

/**
 * `visitor`: only signed out (login); `auth`: signed in with a permission; `public`: anyone, in the
 * layout of their session (error pages); `citizen`: anyone, always outside the staff shell and never
 * redirected (the citizens' pages: tracking).
 */
export type RouteAccess = 'visitor' | 'auth' | 'public' | 'citizen';

export interface RouteDef {
  name: string;
  path: string;
  title: string;
  access: RouteAccess;
  /** Any one of these suffices (`admin` always does); empty for visitor and public pages. */
  permissions: readonly PermissionKey[];
}

const visitor = (name: string, path: string, title: string): RouteDef => ({
  name,
  path,
  title,
  access: 'visitor',
  permissions: [],
});

const page = (name: string, path: string, title: string, permissions: readonly PermissionKey[]): RouteDef => ({
  name,
  path,
  title,
  access: 'auth',
  permissions,
});

const citizen = (name: string, path: string, title: string): RouteDef => ({
  name,
  path,
  title,
  access: 'citizen',
  permissions: [],
});

const errorPage = (code: string, title: string): RouteDef => ({
  name: `error-${code}`,
  path: `/${code}`,
  title,
  access: 'public',
  permissions: [],
});

interface ResourceRoutes {
  resource: string;
  base: string;
  title: string;
  index: readonly PermissionKey[];
  create?: readonly PermissionKey[];
  show?: readonly PermissionKey[];
  edit?: readonly PermissionKey[];
  assign?: readonly PermissionKey[];
}

function resourceRoutes(r: ResourceRoutes): RouteDef[] {
  const routes = [page(`${r.resource}-index`, r.base, r.title, r.index)];
  if (r.create) routes.push(page(`${r.resource}-create`, `${r.base}/create`, `${r.title}: nuevo registro`, r.create));
  if (r.show) routes.push(page(`${r.resource}-show`, `${r.base}/:id`, `${r.title}: detalle`, r.show));
  if (r.edit) routes.push(page(`${r.resource}-edit`, `${r.base}/:id/edit`, `${r.title}: editar`, r.edit));
  if (r.assign) routes.push(page(`${r.resource}-assign`, `${r.base}/:id/assign`, `${r.title}: asignar`, r.assign));
  return routes;
}

/** The SPEC's "index, create, show, edit" pattern for a resource with -me/-all scopes. */
type Scoped = KeyPrefix<'index'> &
  KeyPrefix<'me'> &
  KeyPrefix<'all'> &
  KeyPrefix<'create'> &
  KeyPrefix<'create-office'> &
  KeyPrefix<'show'> &
  KeyPrefix<'update'>;
type Reference = KeyPrefix<'index'> & KeyPrefix<'create'> & KeyPrefix<'update'>;
type Request = KeyPrefix<'index'> & KeyPrefix<'me'> & KeyPrefix<'create'> & KeyPrefix<'show'> & KeyPrefix<'assign'>;
type Archive = Reference & KeyPrefix<'show'>;

function scopedResource(resource: Scoped, title: string): RouteDef[] {
  return resourceRoutes({
    resource,
    base: `/${resource}`,
    title,
    index: [`${resource}-index`, `${resource}-me`, `${resource}-all`],
    create: [`${resource}-create`, `${resource}-create-office`],
    show: [`${resource}-show`, `${resource}-me`, `${resource}-all`],
    edit: [`${resource}-update`],
  });
}

/** `show`: the keys of the detail page, for the resources that have one. */
function referenceResource(resource: Reference, title: string, show?: readonly PermissionKey[]): RouteDef[] {
  return resourceRoutes({
    resource,
    base: `/${resource}`,
    title,
    index: [`${resource}-index`],
    create: [`${resource}-create`],
    show,
    edit: [`${resource}-update`],
  });
}

function requestResource(resource: Request, title: string): RouteDef[] {
  return resourceRoutes({
    resource,
    base: `/${resource}`,
    title,
    index: [`${resource}-index`, `${resource}-me`],
    create: [`${resource}-create`],
    show: [`${resource}-show`, `${resource}-me`],
    // The requester corrects a pending or observed request (the server allows only their own).
    edit: [`${resource}-create`],
    assign: [`${resource}-assign`],
  });
}

/** Who holds a loan opens its page through the loan keys (the API keeps them to what was lent). */
const BORROW: readonly PermissionKey[] = ['archive-temporary-permission-show', 'archive-temporary-permission-create'];

/** `lent`: a loan may open the record's page (expedients, archived documents). */
function archiveResource(resource: string, key: Archive, title: string, lent = false): RouteDef[] {
  return resourceRoutes({
    resource,
    base: `/archive-central/${resource}`,
    title,
    index: [`${key}-index`],
    create: [`${key}-create`],
    show: [`${key}-show`, ...(lent ? BORROW : [])],
    edit: [`${key}-update`],
  });
}

export const ROUTES: readonly RouteDef[] = [
  visitor('login', '/login', 'Iniciar sesión'),
  visitor('forgot-password', '/recuperar-contrasena', 'Recuperar contraseña'),
  visitor('reset-password', '/reset-password/:token', 'Restablecer contraseña'),
  citizen('tracking-lookup', '/consulta', 'Consulta de trámite'),
  citizen('tracking-show', '/verificar/:number', 'Consulta de trámite'),
  citizen('virtual-desk', '/mesa-virtual', 'Mesa de partes virtual'),
  citizen('virtual-desk-confirm', '/mesa-virtual/confirmar/:token', 'Mesa de partes virtual'),
  citizen('virtual-desk-correct', '/mesa-virtual/corregir/:token', 'Mesa de partes virtual'),
  citizen('document-verification', '/verificar-documento', 'Verificación de documento firmado'),
  citizen('casilla', '/casilla', 'Mi casilla electrónica'),
  citizen('casilla-notification', '/casilla/notificaciones/:id', 'Notificación electrónica'),
  citizen('casilla-open', '/casilla/abrir', 'Abrir casilla electrónica'),
  citizen('casilla-verify', '/casilla/verificar/:token', 'Casilla electrónica'),
  citizen('casilla-sign-in', '/casilla/ingresar', 'Casilla electrónica'),
  citizen('casilla-forgot', '/casilla/recuperar', 'Casilla electrónica'),
  citizen('casilla-reset', '/casilla/restablecer/:token', 'Casilla electrónica'),
  errorPage('403', 'Acceso denegado'),
  errorPage('404', 'Página no encontrada'),
  errorPage('500', 'Error del servidor'),
  page('home', '/', 'Tablero', ['home']),
  page('profile', '/perfil', 'Perfil', ['profile']),
  page('reset', '/reset', 'Cambiar contraseña', ['profile']),
  page('update-profile', '/update-profile', 'Actualizar datos', ['profile']),
  page('notifications', '/notifications', 'Notificaciones', ['home', 'profile']),
  ...resourceRoutes({
    resource: 'drafts',
    base: '/drafts',
    title: 'Proyectos de documento',
    index: ['outputs-draft', 'outputs-review', 'outputs-sign'],
    create: ['outputs-draft'],
    show: ['outputs-draft', 'outputs-review', 'outputs-sign'],
    edit: ['outputs-draft'],
  }),
  ...referenceResource('users', 'Usuarios', ['users-show']),
  ...referenceResource('roles', 'Roles'),
  ...referenceResource('offices', 'Oficinas'),
  ...referenceResource('type-entries', 'Tipos de ingreso'),
  ...referenceResource('type-outputs', 'Tipos de salida'),
  ...referenceResource('document-templates', 'Plantillas de documento'),
  ...referenceResource('document-classifications', 'Clasificaciones documentales'),
  ...referenceResource('series', 'Series', ['series-show']),
  ...referenceResource('subseries', 'Subseries', ['subseries-show']),
  page('configs', '/configs', 'Configuración', ['config']),
  page('signatures', '/signatures', 'Firma digital', ['config']),
  page('stickers', '/stickers', 'Stickers', ['stickers']),
  ...resourceRoutes({
    resource: 'webhooks',
    base: '/webhooks',
    title: 'Webhooks',
    index: ['webhooks-admin'],
    create: ['webhooks-admin'],
    show: ['webhooks-admin'],
    edit: ['webhooks-admin'],
  }),
  ...resourceRoutes({
    resource: 'integrations',
    base: '/integrations',
    title: 'Integraciones',
    index: ['integrations-admin'],
    create: ['integrations-admin'],
    show: ['integrations-admin'],
    edit: ['integrations-admin'],
  }),
  ...resourceRoutes({
    resource: 'peer-institutions',
    base: '/peer-institutions',
    title: 'Instituciones vinculadas',
    index: ['peer-institutions-admin'],
    create: ['peer-institutions-admin'],
    edit: ['peer-institutions-admin'],
  }),
  ...resourceRoutes({
    resource: 'folders',
    base: '/folders',
    title: 'Carpetas de apoyo',
    index: ['folders-index', 'folders-me'],
    create: ['folders-create'],
    show: ['folders-show', 'folders-me'],
    edit: ['folders-update'],
  }),
  ...referenceResource('citizens', 'Destinatarios', ['citizens-show']),
  ...referenceResource('delivery-controls', 'Controles de entrega', ['delivery-controls-show']),
  page('delivery-events', '/delivery-events', 'Recibir documentos', [
    'delivery-events-store',
    'my-deliver-events-store',
    'my-delivery-events-store',
  ]),
  ...scopedResource('entries', 'Ingresos documentales'),
  ...scopedResource('outputs', 'Salidas documentales'),
  ...scopedResource('supporting-entries', 'Doc. ingreso apoyo'),
  ...scopedResource('supporting-outputs', 'Doc. salida apoyo'),
  ...requestResource('entry-requests', 'Solicitudes de ingreso'),
  ...requestResource('output-requests', 'Solicitudes de salida'),
  page('reports', '/reports', 'Reportes', ['reports']),
  page('reports-show', '/reports/:report', 'Reporte', ['reports']),
  ...archiveResource('physical-locations', 'physical-locations', 'Ubicaciones físicas'),
  ...archiveResource('expedients', 'archive-expedients', 'Expedientes/Cajas', true),
  ...archiveResource('documents', 'archive-documents', 'Documentos archivados', true),
  // The archive manages every loan (-index); an office user opens the loans they requested or
  // hold, and a head those of their office's records (the API's scope decides which).
  ...resourceRoutes({
    resource: 'permissions',
    base: '/archive-central/permissions',
    title: 'Permisos de acceso',
    index: [
      'archive-temporary-permission-index',
      'archive-temporary-permission-show',
      'archive-temporary-permission-create',
    ],
    create: ['archive-temporary-permission-create'],
    show: [
      'archive-temporary-permission-index',
      'archive-temporary-permission-show',
      'archive-temporary-permission-create',
    ],
    edit: ['archive-temporary-permission-update'],
  }),
  ...archiveResource('disposals', 'archive-disposals', 'Eliminación documental'),
  // Offices prepare and send, the archive receives.
  ...resourceRoutes({
    resource: 'transfers',
    base: '/archive-central/transfers',
    title: 'Transferencias',
    index: [
      'archive-transfers-index',
      'archive-transfers-show',
      'archive-transfers-create',
      'archive-transfers-create-office',
      'archive-transfers-update',
    ],
    create: ['archive-transfers-create', 'archive-transfers-create-office'],
    show: [
      'archive-transfers-index',
      'archive-transfers-show',
      'archive-transfers-create',
      'archive-transfers-create-office',
      'archive-transfers-update',
    ],
    edit: ['archive-transfers-create', 'archive-transfers-create-office'],
  }),
];

export const ROUTES_BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.name, r]));

/** Builds the URL of a named route, e.g. `routePath('entries-show', { id: 7 })` → `/entries/7`. */
export function routePath(name: string, params: Record<string, string | number> = {}): string {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs param ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a path (with or without its query) is a staff page the holder of `permissions` may open. */
export function canOpenPath(path: string, permissions: readonly string[]): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  const route = ROUTES.find((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(pathname));
  if (!route) return false;
  return route.access !== 'auth' || can(permissions, route.permissions);
}
