import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Link } from 'react-router';
import { useToast } from '../toast';
import { useRecordAction } from './hooks';
import type { ResourceRecord } from './types';

/** The show page's own actions, as the record allows them: edit, deactivate (after confirming), activate. */
export function RecordStatusActions({
  resource,
  record,
  label,
  editPath,
}: {
  resource: string;
  record: ResourceRecord;
  label: string;
  editPath: string;
}) {
  const action = useRecordAction(resource);
  const toast = useToast();
  const run = (kind: 'activate' | 'deactivate') =>
    action.mutate(
      { record, action: kind },
      {
        onSuccess: () => toast.success(kind === 'activate' ? 'Registro activado.' : 'Registro desactivado.'),
        onError: (e) => toast.failure(e),
      },
    );
  return (
    <div className="show-actions">
      {record.can.deactivate && (
        <Button
          type="button"
          label="Desactivar"
          icon="pi pi-ban"
          severity="warning"
          outlined
          loading={action.isPending}
          onClick={() =>
            confirmDialog({
              header: 'Desactivar registro',
              message: `¿Desactivar «${label}»? Dejará de aparecer en las listas de selección.`,
              icon: 'pi pi-exclamation-triangle',
              acceptLabel: 'Desactivar',
              rejectLabel: 'Cancelar',
              acceptClassName: 'p-button-danger',
              accept: () => run('deactivate'),
            })
          }
        />
      )}
      {record.can.activate && (
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
      {record.can.update && (
        <Link to={editPath} className="p-button p-component">
          <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
          <span className="p-button-label">Editar</span>
        </Link>
      )}
    </div>
  );
}
