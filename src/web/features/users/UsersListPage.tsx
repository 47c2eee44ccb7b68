import { can } from '@shared/permissions';
import { Tag } from 'primereact/tag';
import { activeColumn, codeName } from '../../lib/crud/columns';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import { formatDayTime } from '../../lib/dates';
import { useSession } from '../../lib/session';
import { useRoleOptions } from './api';
import { OfficeFilter } from './OfficeFilter';
import { fullName, type User } from './types';

function RoleTags({ user }: { user: User }) {
  if (user.roles.length === 0) return <span className="text-muted">Sin roles</span>;
  return (
    <span className="role-tag-list">
      {user.roles.map((role) => (
        <Tag key={role.id} value={role.name} className="role-tag" />
      ))}
    </span>
  );
}

export default function UsersListPage() {
  const { permissions } = useSession();
  const roles = useRoleOptions();
  const mayShow = can(permissions, ['users-show']);

  return (
    <ResourceListPage<User>
      resource="users"
      title="Usuarios"
      subtitle="Personas con acceso a Folio, su oficina y sus roles; también los usuarios de servicio de las integraciones, que no inician sesión."
      defaultSort="surnames"
      createLabel="Nuevo usuario"
      searchPlaceholder="Buscar por usuario, nombre, correo o documento"
      filters={[ACTIVE_FILTER, { name: 'role_id', label: 'Rol', options: roles.data ?? [] }]}
      toolbar={<OfficeFilter />}
      rowLabel={(row) => fullName(row)}
      showPath={mayShow ? (row) => `/users/${row.id}` : undefined}
      columns={[
        { field: 'username', header: 'Usuario', sortable: true },
        {
          field: 'surnames',
          header: 'Nombres y apellidos',
          sortable: true,
          body: (row) =>
            row.integration ? (
              <span>
                {fullName(row)} <Tag value="Integración" severity="info" className="role-tag" />
              </span>
            ) : (
              fullName(row)
            ),
        },
        { field: 'email', header: 'Correo electrónico', sortable: true, hideOnMobile: true },
        { field: 'office', header: 'Oficina', body: (row) => codeName(row.office), hideOnMobile: true },
        { field: 'roles', header: 'Roles', body: (row) => <RoleTags user={row} />, hideOnMobile: true },
        activeColumn(false),
        {
          field: 'last_login_at',
          header: 'Último ingreso',
          sortable: true,
          hideOnMobile: true,
          body: (row) =>
            row.last_login_at ? formatDayTime(row.last_login_at) : <span className="text-muted">Nunca</span>,
        },
      ]}
    />
  );
}
