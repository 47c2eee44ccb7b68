/**
 * One integration: its office, role, keys and last use; edit it, rotate its token (the new one
 * shown once, the old one stops at once) or revoke it (no token works until the next rotation).
 */
import { PERMISSIONS, type PermissionKey } from '@shared/permissions';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useRecordCommand } from '../../lib/crud/commands';
import { HistoryPanel } from '../../lib/crud/HistoryPanel';
import { ShowHeader, showPage } from '../../lib/crud/ShowPage';
import { formatDayTime } from '../../lib/dates';
import { LinkButton } from '../../lib/LinkButton';
import { OneTimeSecretDialog } from '../../lib/OneTimeSecretDialog';
import { DataItem as Item } from '../../lib/records/RecordData';
import { useToast } from '../../lib/toast';
import { TokenTag } from './IntegrationsListPage';
import { type IntegrationRecord, TOKEN_WARNING } from './types';

const HISTORY_LABELS = {
  name: 'Nombre',
  office_id: 'Oficina',
  role_id: 'Rol',
  permissions: 'Permisos',
  user_id: 'Usuario que la representa',
  token_hint: 'Token',
  revoked_at: 'Revocado',
};

function IntegrationDetail({ record: integration }: { record: IntegrationRecord }) {
  const command = useRecordCommand('integrations', integration.id);
  const toast = useToast();
  const [token, setToken] = useState<string | null>(null);
  const run = (path: 'rotate' | 'revoke') =>
    command
      .mutateAsync({ path, body: { version: integration.version } })
      .then((answer) => {
        if (path === 'rotate') setToken((answer.data as unknown as { token: string }).token);
        else toast.success('Token revocado: la integración ya no puede llamar a la API.');
      })
      .catch((error: unknown) => toast.error(errorMessage(error)));
  const confirm = (path: 'rotate' | 'revoke') =>
    confirmDialog({
      header: path === 'rotate' ? 'Rotar token' : 'Revocar token',
      message:
        path === 'rotate'
          ? 'Se generará un token nuevo y el actual dejará de funcionar de inmediato. ¿Continuar?'
          : `¿Revocar el token de «${integration.name}»? Dejará de funcionar de inmediato.`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: path === 'rotate' ? 'Rotar' : 'Revocar',
      rejectLabel: 'Cancelar',
      acceptClassName: path === 'revoke' ? 'p-button-danger' : undefined,
      accept: () => void run(path),
    });
  return (
    <div className="page">
      <ShowHeader
        trail={[{ to: '/integrations', label: 'Integraciones' }]}
        code={integration.name}
        title={integration.name}
        subtitle="Integración"
        actions={
          <div className="show-actions">
            <LinkButton to={`/integrations/${integration.id}/edit`} icon="pi-pencil" label="Editar" />
            <Button
              type="button"
              label={integration.token_hint ? 'Rotar token' : 'Generar token'}
              icon="pi pi-refresh"
              outlined
              loading={command.isPending}
              onClick={() => confirm('rotate')}
            />
            {integration.token_hint && (
              <Button
                type="button"
                label="Revocar"
                icon="pi pi-ban"
                severity="danger"
                outlined
                loading={command.isPending}
                onClick={() => confirm('revoke')}
              />
            )}
          </div>
        }
      />
      <section className="panel" aria-label="Datos de la integración">
        <dl className="detail-grid">
          <Item label="Oficina">{integration.office?.name}</Item>
          <Item label="Rol">{integration.role?.name}</Item>
          <Item label="Token">
            <TokenTag integration={integration} />
          </Item>
          <Item label="Último uso">{integration.last_used_at ? formatDayTime(integration.last_used_at) : 'Nunca'}</Item>
          <Item label="Permisos" wide>
            {integration.permissions.map((key) => PERMISSIONS.get(key as PermissionKey)?.label ?? key).join(' · ')}
          </Item>
        </dl>
      </section>
      <div className="panel table-card history-stack">
        <HistoryPanel resource="integrations" id={integration.id} labels={HISTORY_LABELS} />
      </div>
      <OneTimeSecretDialog
        secret={token}
        header="Token nuevo"
        warning={TOKEN_WARNING}
        owner={
          <>
            Integración: <strong>{integration.name}</strong>
          </>
        }
        confirmLabel="Entendido, ya lo copié"
        copiedLabel="Copiado"
        onClose={() => setToken(null)}
      />
      <ConfirmDialog />
    </div>
  );
}

export default showPage<IntegrationRecord>('integrations', IntegrationDetail);
