import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { IconLink } from '../LinkButton';
import { useToast } from '../toast';
import { useRecordAction } from './hooks';
import type { ResourceRecord } from './types';

interface RowActionsProps {
  resource: string;
  record: ResourceRecord;
  label: string;
  showPath?: string;
  editPath: string;
}

/** The actions a record allows (its `can`): view, edit, activate/deactivate, delete after confirming. */
export function RowActions({ resource, record, label, showPath, editPath }: RowActionsProps) {
  const action = useRecordAction(resource);
  const toast = useToast();
  const run = (kind: 'activate' | 'deactivate' | 'delete', done: string) =>
    action.mutate({ record, action: kind }, { onSuccess: () => toast.success(done), onError: (e) => toast.failure(e) });

  const confirm = (kind: 'deactivate' | 'delete') =>
    confirmDialog({
      header: kind === 'delete' ? 'Eliminar registro' : 'Desactivar registro',
      message:
        kind === 'delete'
          ? `¿Eliminar «${label}»? Esta acción no se puede deshacer.`
          : `¿Desactivar «${label}»? Dejará de aparecer en las listas de selección.`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: kind === 'delete' ? 'Eliminar' : 'Desactivar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () => run(kind, kind === 'delete' ? 'Registro eliminado.' : 'Registro desactivado.'),
    });

  return (
    <div className="row-actions">
      {showPath && <IconLink to={showPath} icon="pi-eye" label={`Ver ${label}`} title="Ver" />}
      {record.can.update && <IconLink to={editPath} icon="pi-pencil" label={`Editar ${label}`} title="Editar" />}
      {record.can.deactivate && (
        <Button
          icon="pi pi-ban"
          rounded
          text
          severity="warning"
          aria-label={`Desactivar ${label}`}
          title="Desactivar"
          onClick={() => confirm('deactivate')}
        />
      )}
      {record.can.activate && (
        <Button
          icon="pi pi-check-circle"
          rounded
          text
          severity="success"
          aria-label={`Activar ${label}`}
          title="Activar"
          onClick={() => run('activate', 'Registro activado.')}
        />
      )}
      {record.can.delete && (
        <Button
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={`Eliminar ${label}`}
          title="Eliminar"
          onClick={() => confirm('delete')}
        />
      )}
    </div>
  );
}
