/**
 * A certificate Folio keeps (a signer's own in Perfil, the institution's seal in Firma digital):
 * while loading, a spinner; once loaded, its details with «Quitar» (confirmed) and «Reemplazar»;
 * without one, or while replacing it, the upload form the feature draws. The form's buttons are
 * `CertificateFormActions`.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { type ReactNode, useState } from 'react';
import { SubmitButton } from '../form/SubmitButton';
import { LoadError } from '../LoadError';
import { Spinner } from '../Spinner';
import { useToast } from '../toast';
import { CertificateDetails, type CertificateShown } from './CertificateDetails';

interface CertificateHolderProps<T extends CertificateShown> {
  query: UseQueryResult<{ data: T | null }>;
  /** The holder's number shown with the details: `['DNI', …]` or `['RUC', …]`. */
  idOf: (certificate: T) => [label: string, value: string];
  remove: () => Promise<unknown>;
  /** The confirmation of «Quitar» (its dialog's group, title and question) and the toast once removed. */
  removal: { group: string; header: string; message: string; done: string };
  /** Shown above the form while there is none. */
  missing: ReactNode;
  form: (replacing: boolean, done: () => void) => ReactNode;
}

export function CertificateHolder<T extends CertificateShown>(props: CertificateHolderProps<T>) {
  const { query, idOf, remove, removal, missing, form } = props;
  const toast = useToast();
  const [replacing, setReplacing] = useState(false);
  const current = query.data?.data;
  const confirmRemove = () =>
    confirmDialog({
      group: removal.group,
      header: removal.header,
      message: removal.message,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Quitar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () =>
        void remove().then(
          () => toast.success(removal.done),
          (error) => toast.failure(error),
        ),
    });

  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (current && !replacing)
    return (
      <>
        <CertificateDetails certificate={current} id={idOf(current)} />
        <div className="form-actions">
          <Button type="button" label="Quitar" icon="pi pi-trash" severity="danger" text onClick={confirmRemove} />
          <Button type="button" label="Reemplazar" icon="pi pi-refresh" outlined onClick={() => setReplacing(true)} />
        </div>
      </>
    );
  return (
    <>
      {!current && missing}
      {form(Boolean(current), () => setReplacing(false))}
    </>
  );
}

/** The upload form's buttons: «Cancelar» while replacing, and «Guardar/Reemplazar {what}». */
export function CertificateFormActions(props: {
  replacing: boolean;
  onCancel: () => void;
  what: string;
  saving: boolean;
}) {
  const { replacing, onCancel, what, saving } = props;
  return (
    <div className="form-actions form-grid-full">
      {replacing && <Button type="button" label="Cancelar" text onClick={onCancel} />}
      <SubmitButton label={`${replacing ? 'Reemplazar' : 'Guardar'} ${what}`} icon="pi-upload" loading={saving} />
    </div>
  );
}
