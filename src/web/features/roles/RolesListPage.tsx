import { ADMIN } from '@shared/permissions';
import { Tag } from 'primereact/tag';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import type { Role } from './types';

function PermissionCount({ role }: { role: Role }) {
  if (role.permissions.includes(ADMIN)) return <Tag severity="warning" value="Acceso total" />;
  const n = role.permissions.length;
  return <span>{n === 1 ? '1 permiso' : `${n} permisos`}</span>;
}

export default function RolesListPage() {
  return (
    <ResourceListPage<Role>
      resource="roles"
      title="Roles"
      subtitle="Conjuntos de permisos que se asignan a los usuarios."
      createLabel="Nuevo rol"
      searchPlaceholder="Buscar por nombre o descripción"
      columns={[
        { field: 'name', header: 'Nombre', sortable: true },
        {
          field: 'description',
          header: 'Descripción',
          body: (row) => row.description ?? <span className="text-muted">—</span>,
          hideOnMobile: true,
        },
        { field: 'users_count', header: 'Usuarios', body: (row) => row.users_count },
        { field: 'permissions', header: 'Permisos', body: (row) => <PermissionCount role={row} /> },
      ]}
    />
  );
}
