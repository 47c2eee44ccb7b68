/**
 * One user: data and roles, effective permissions, recent activity and history, with the
 * actions the record allows (edit, deactivate/activate, reset the password).
 */
import { ADMIN, PERMISSION_AREAS } from '@shared/permissions';
import { ROUTES_BY_NAME } from '@shared/routes';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ActiveTag, codeName } from '../../lib/crud/columns';
import { HistoryPanel } from '../../lib/crud/HistoryPanel';
import { useRecordAction, useResourceRecord } from '../../lib/crud/hooks';
import { formatDayTime } from '../../lib/dates';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { Spinner } from '../../lib/Spinner';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { type ActivityEntry, useResetPassword, useRoleOptions, useUserAccess, useUserActivity } from './api';
import { DeliveryOptions } from './DeliveryOptions';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import {
  DOCUMENT_TYPE_OPTIONS,
  documentText,
  fullName,
  type PasswordDelivery,
  USER_FIELD_LABELS,
  type User,
} from './types';

const ACTIVITY_ACTIONS: Record<string, string> = {
  create: 'Creación',
  update: 'Edición',
  activate: 'Activación',
  deactivate: 'Desactivación',
  delete: 'Eliminación',
  permissions: 'Cambio de permisos',
  'reset-password': 'Restablecimiento de contraseña',
};

/** "Oficinas" for `offices`, from the route table's titles. */
function entityName(entity: string): string {
  return ROUTES_BY_NAME.get(`${entity}-index`)?.title ?? ROUTES_BY_NAME.get(entity)?.title ?? entity;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="data-list-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function UserData({ user }: { user: User }) {
  const none = <span className="text-muted">—</span>;
  return (
    <div className="user-data-grid">
      <section aria-labelledby="user-data-title">
        <h2 id="user-data-title" className="user-section-title">
          Datos personales
        </h2>
        <dl className="data-list">
          <Row label="Usuario">{user.username}</Row>
          <Row label="Nombres">{user.names}</Row>
          <Row label="Apellidos">{user.surnames}</Row>
          <Row label="Documento">{documentText(user)}</Row>
          <Row label="Correo electrónico">{user.email}</Row>
          <Row label="Teléfono">{user.phone ?? none}</Row>
          <Row label="Cargo">{user.position ?? none}</Row>
        </dl>
      </section>
      <section aria-labelledby="user-access-title">
        <h2 id="user-access-title" className="user-section-title">
          Oficina y acceso
        </h2>
        <dl className="data-list">
          <Row label="Oficina">{user.office ? codeName(user.office) : none}</Row>
          <Row label="Roles">
            {user.roles.length ? (
              <span className="role-tag-list">
                {user.roles.map((role) => (
                  <Tag key={role.id} value={role.name} className="role-tag" />
                ))}
              </span>
            ) : (
              <span className="text-muted">Sin roles</span>
            )}
          </Row>
          <Row label="Estado">
            <ActiveTag active={user.active} />
          </Row>
          <Row label="Último ingreso">{user.last_login_at ? formatDayTime(user.last_login_at) : 'Nunca'}</Row>
          <Row label="Debe cambiar su contraseña">{user.reset_password ? 'Sí' : 'No'}</Row>
          <Row label="Debe actualizar sus datos">{user.update_register ? 'Sí' : 'No'}</Row>
          <Row label="Registrado">{formatDayTime(user.created_at)}</Row>
        </dl>
      </section>
    </div>
  );
}

function EffectivePermissions({ user }: { user: User }) {
  const access = useUserAccess(user.id);
  if (access.error) return <LoadError error={access.error} onRetry={() => void access.refetch()} />;
  if (!access.data) return <Spinner />;
  const held = new Set(access.data);
  const areas = PERMISSION_AREAS.map((area) => ({
    area: area.area,
    permissions: area.permissions.filter(([key]) => held.has(key)),
  })).filter((area) => area.permissions.length > 0);
  return (
    <div className="effective-permissions">
      <p className="text-muted effective-permissions-intro">
        Lo que este usuario puede hacer: la suma de los permisos de sus roles
        {held.size > 0 ? ` (${held.size === 1 ? '1 permiso' : `${held.size} permisos`}).` : '.'}
      </p>
      {held.has(ADMIN) && (
        <Message
          severity="warn"
          className="effective-permissions-admin"
          text="Tiene el permiso «Administrador»: acceso total a todas las funciones, aunque no figuren abajo."
        />
      )}
      {areas.length === 0 ? (
        <p className="empty-state">Este usuario no tiene permisos: asígnele un rol.</p>
      ) : (
        <div className="permission-areas">
          {areas.map((area) => (
            <section key={area.area} className="permission-area" aria-label={area.area}>
              <h3 className="permission-area-title">{area.area}</h3>
              <ul className="effective-list">
                {area.permissions.map(([key, label]) => (
                  <li key={key}>
                    <i className="pi pi-check effective-check" aria-hidden="true" />
                    <span>{label}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function Activity({ user }: { user: User }) {
  const [page, setPage] = useState(1);
  const activity = useUserActivity(user.id, page);
  if (activity.error) return <LoadError error={activity.error} onRetry={() => void activity.refetch()} />;
  return (
    <DataTable
      value={activity.data?.data ?? []}
      lazy
      loading={activity.isFetching}
      paginator
      rows={10}
      first={(page - 1) * 10}
      totalRecords={activity.data?.meta.total ?? 0}
      onPage={(e) => setPage((e.page ?? 0) + 1)}
      emptyMessage="No se encontraron registros"
      size="small"
      aria-label="Actividad reciente"
    >
      <Column header="Fecha" body={(e: ActivityEntry) => formatDayTime(e.occurred_at)} />
      <Column header="Acción" body={(e: ActivityEntry) => ACTIVITY_ACTIONS[e.action] ?? e.action} />
      <Column header="Registro" body={(e: ActivityEntry) => `${entityName(e.entity)} · n.º ${e.entity_id}`} />
      <Column
        header="IP"
        body={(e: ActivityEntry) => e.ip ?? '—'}
        className="hide-mobile"
        headerClassName="hide-mobile"
      />
    </DataTable>
  );
}

/** The user's history with names instead of ids and codes where the page knows them. */
function UserHistory({ user }: { user: User }) {
  const roles = useRoleOptions();
  const roleNames = new Map((roles.data ?? []).map((o) => [Number(o.value), o.label]));
  for (const role of user.roles) roleNames.set(role.id, role.name);
  const documentTypes = new Map(DOCUMENT_TYPE_OPTIONS.map((o) => [o.value, o.label]));
  const date = (value: unknown) => formatDayTime(value);
  return (
    <HistoryPanel
      resource="users"
      id={user.id}
      labels={USER_FIELD_LABELS}
      formats={{
        role_ids: (value) =>
          Array.isArray(value) && value.length
            ? value.map((id: number) => roleNames.get(id) ?? `n.º ${id}`).join(', ')
            : '—',
        office_id: (value) => (value === user.office?.id ? codeName(user.office) : `n.º ${String(value)}`),
        document_type: (value) => documentTypes.get(String(value)) ?? String(value),
        created_at: date,
        updated_at: date,
        last_login_at: date,
      }}
    />
  );
}

function ResetPasswordDialog({
  user,
  visible,
  onHide,
  onShow,
}: {
  user: User;
  visible: boolean;
  onHide: () => void;
  onShow: (password: string) => void;
}) {
  const [delivery, setDelivery] = useState<PasswordDelivery>('show');
  const reset = useResetPassword(user.id);
  const toast = useToast();
  const submit = () =>
    reset.mutate(delivery, {
      onSuccess: (answer) => {
        onHide();
        if (answer.temporary_password) onShow(answer.temporary_password);
        else toast.success(`La nueva contraseña temporal se envió a ${user.email}.`);
      },
      onError: (error) => toast.failure(error),
    });
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header="Restablecer contraseña"
      modal
      breakpoints={{ '575px': '94vw' }}
      style={{ width: '32rem' }}
      footer={
        <div className="user-dialog-actions">
          <Button type="button" label="Cancelar" text onClick={onHide} />
          <Button
            type="button"
            label="Restablecer contraseña"
            icon="pi pi-key"
            severity="warning"
            loading={reset.isPending}
            onClick={submit}
          />
        </div>
      }
    >
      <p className="user-dialog-text">
        Se generará una nueva contraseña temporal para <strong>{user.username}</strong>. Sus sesiones abiertas se
        cerrarán y deberá cambiarla en su próximo ingreso.
      </p>
      <DeliveryOptions value={delivery} onChange={setDelivery} legend="Entrega de la nueva contraseña" />
    </Dialog>
  );
}

function UserActions({ user, onReset }: { user: User; onReset: () => void }) {
  const { user: me } = useSession();
  const action = useRecordAction('users');
  const toast = useToast();
  const run = (kind: 'activate' | 'deactivate') =>
    action.mutate(
      { record: user, action: kind },
      {
        onSuccess: () => toast.success(kind === 'activate' ? 'Usuario activado.' : 'Usuario desactivado.'),
        onError: (error) => toast.failure(error),
      },
    );
  const deactivate = () =>
    confirmDialog({
      header: 'Desactivar usuario',
      message: `¿Desactivar a «${fullName(user)}»? No podrá ingresar y sus sesiones abiertas se cerrarán.`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Desactivar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () => run('deactivate'),
    });
  const isMe = me?.id === user.id;

  return (
    <div className="user-show-actions">
      {user.can.update && (
        <Link to={`/users/${user.id}/edit`} className="p-button p-component link-button">
          <i className="pi pi-pencil" aria-hidden="true" />
          <span>Editar</span>
        </Link>
      )}
      {user.can.update && (
        <Button type="button" label="Restablecer contraseña" icon="pi pi-key" outlined onClick={onReset} />
      )}
      {user.can.deactivate && !isMe && (
        <Button
          type="button"
          label="Desactivar"
          icon="pi pi-ban"
          severity="danger"
          outlined
          loading={action.isPending}
          onClick={deactivate}
        />
      )}
      {user.can.activate && (
        <Button
          type="button"
          label="Activar"
          icon="pi pi-check-circle"
          severity="success"
          outlined
          loading={action.isPending}
          onClick={() => run('activate')}
        />
      )}
    </div>
  );
}

export default function UserShowPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<User>('users', id);
  const [tab, setTab] = useState(0);
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState<string | null>(null);

  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  const user = record.data;

  return (
    <div className="page">
      <Link to="/users" className="user-back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" />
        <span>Usuarios</span>
      </Link>
      <div className="user-show-header">
        <PageHeader title={fullName(user)} subtitle={user.position ?? user.email} />
        <UserActions user={user} onReset={() => setResetting(true)} />
      </div>
      {user.integration ? (
        <Message
          severity="info"
          className="user-show-notice"
          content={
            <span>
              Usuario de servicio de la integración{' '}
              <Link to={`/integrations/${user.integration.id}`}>{user.integration.name}</Link>: no inicia sesión con
              contraseña; se administra en Integraciones.
            </span>
          }
        />
      ) : (
        !user.active && (
          <Message
            severity="info"
            className="user-show-notice"
            text="Este usuario está desactivado: no puede ingresar."
          />
        )
      )}
      <div className="panel user-show-tabs">
        <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)} scrollable>
          <TabPanel header="Datos y roles">
            <UserData user={user} />
          </TabPanel>
          <TabPanel header="Permisos efectivos">
            <EffectivePermissions user={user} />
          </TabPanel>
          <TabPanel header="Actividad reciente">
            <Activity user={user} />
          </TabPanel>
          <TabPanel header="Historial">
            <UserHistory user={user} />
          </TabPanel>
        </TabView>
      </div>
      <ResetPasswordDialog user={user} visible={resetting} onHide={() => setResetting(false)} onShow={setPassword} />
      <TemporaryPasswordDialog password={password} username={user.username} onClose={() => setPassword(null)} />
      <ConfirmDialog />
    </div>
  );
}
