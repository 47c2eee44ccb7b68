/** The side menu (docs/architecture.md §8.2) as data; the web filters it with `can()` and renders it. */

import { can, type PermissionKey } from './permissions';

export interface MenuItem {
  title: string;
  icon: string;
  link?: string;
  /** Group key (SPEC: `archive-central`, `panel-admin`); groups have children instead of a link. */
  key?: string;
  permissions: readonly PermissionKey[];
  children?: readonly MenuItem[];
}

const item = (link: string, title: string, icon: string, permissions: readonly PermissionKey[]): MenuItem => ({
  link,
  title,
  icon,
  permissions,
});

export const MENU: readonly MenuItem[] = [
  item('/', 'Tablero', 'pi pi-home', ['home']),
  item('/entries', 'Ingresos Documentales', 'pi pi-inbox', ['entries-index', 'entries-me', 'entries-all']),
  item('/outputs', 'Salidas Documentales', 'pi pi-send', ['outputs-index', 'outputs-me', 'outputs-all']),
  item('/drafts', 'Proyectos de documento', 'pi pi-pencil', ['outputs-draft', 'outputs-review', 'outputs-sign']),
  item('/supporting-entries', 'Doc. ingreso apoyo', 'pi pi-file-import', [
    'supporting-entries-index',
    'supporting-entries-me',
    'supporting-entries-all',
  ]),
  item('/supporting-outputs', 'Doc. salida apoyo', 'pi pi-file-export', [
    'supporting-outputs-index',
    'supporting-outputs-me',
    'supporting-outputs-all',
  ]),
  item('/entry-requests', 'Solicitudes de ingreso', 'pi pi-file-edit', ['entry-requests-index', 'entry-requests-me']),
  item('/output-requests', 'Solicitudes de salida', 'pi pi-envelope', ['output-requests-index', 'output-requests-me']),
  item('/citizens', 'Destinatarios', 'pi pi-id-card', ['citizens-index']),
  item('/delivery-controls', 'Controles de entrega', 'pi pi-truck', ['delivery-controls-index']),
  item('/delivery-events', 'Recibir documentos', 'pi pi-qrcode', ['delivery-events-store', 'my-delivery-events-store']),
  item('/folders', 'Carpetas de apoyo', 'pi pi-folder', ['folders-index', 'folders-me']),
  item('/reports', 'Reportes', 'pi pi-chart-bar', ['reports']),
  {
    key: 'archive-central',
    title: 'Archivo Central',
    icon: 'pi pi-box',
    permissions: [],
    children: [
      item('/archive-central/documents', 'Documentos archivados', 'pi pi-file', ['archive-documents-index']),
      item('/archive-central/expedients', 'Expedientes/Cajas', 'pi pi-briefcase', ['archive-expedients-index']),
      // Offices prepare and send their own transfers here; the archive receives them.
      item('/archive-central/transfers', 'Transferencias', 'pi pi-arrow-right-arrow-left', [
        'archive-transfers-index',
        'archive-transfers-show',
        'archive-transfers-create',
        'archive-transfers-create-office',
        'archive-transfers-update',
      ]),
      // The archive manages every loan; an office user requests and follows their own.
      item('/archive-central/permissions', 'Permisos de acceso', 'pi pi-lock-open', [
        'archive-temporary-permission-index',
        'archive-temporary-permission-show',
        'archive-temporary-permission-create',
      ]),
      item('/archive-central/disposals', 'Eliminación documental', 'pi pi-trash', ['archive-disposals-index']),
      item('/archive-central/physical-locations', 'Ubicaciones físicas', 'pi pi-map-marker', [
        'physical-locations-index',
      ]),
    ],
  },
  {
    key: 'panel-admin',
    title: 'Panel de control',
    icon: 'pi pi-cog',
    permissions: [],
    children: [
      item('/users', 'Usuarios', 'pi pi-users', ['users-index']),
      item('/roles', 'Roles', 'pi pi-shield', ['roles-index']),
      item('/offices', 'Oficinas', 'pi pi-building', ['offices-index']),
      item('/type-entries', 'Tipos de ingreso', 'pi pi-tags', ['type-entries-index']),
      item('/type-outputs', 'Tipos de salida', 'pi pi-tag', ['type-outputs-index']),
      item('/document-templates', 'Plantillas de documento', 'pi pi-file-edit', ['document-templates-index']),
      item('/document-classifications', 'Clasificaciones documentales', 'pi pi-eye-slash', [
        'document-classifications-index',
      ]),
      item('/series', 'Series', 'pi pi-sitemap', ['series-index']),
      item('/subseries', 'Subseries', 'pi pi-list', ['subseries-index']),
      item('/configs', 'Configuración', 'pi pi-sliders-h', ['config']),
      item('/signatures', 'Firma digital', 'pi pi-verified', ['config']),
      item('/stickers', 'Stickers', 'pi pi-print', ['config']),
      item('/integrations', 'Integraciones', 'pi pi-key', ['integrations-admin']),
      item('/webhooks', 'Webhooks', 'pi pi-send', ['webhooks-admin']),
      item('/peer-institutions', 'Instituciones vinculadas', 'pi pi-globe', ['peer-institutions-admin']),
    ],
  },
];

/** The menu a user sees: items they may open, and groups with at least one such child. */
export function visibleMenu(held: readonly string[], menu: readonly MenuItem[] = MENU): MenuItem[] {
  return menu.flatMap((entry) => {
    if (!entry.children) return can(held, entry.permissions) ? [entry] : [];
    const children = visibleMenu(held, entry.children);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** SPEC highlight rule: equal to the link or under it; `/` matches only exactly. */
export function isMenuLinkActive(link: string, pathname: string): boolean {
  if (link === '/') return pathname === '/';
  return pathname === link || pathname.startsWith(`${link}/`);
}
