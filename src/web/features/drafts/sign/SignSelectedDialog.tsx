/**
 * «Firmar seleccionados» in «Por firmar»: one PIN signs every ticked draft at once
 * (`POST /drafts/sign`, one transaction: all are signed and numbered, or none is), then the
 * numbers each one took.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { pinCheckSchema } from '@shared/schemas/signatures';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import type { BulkAction } from '../../../lib/crud/ResourceListPage';
import { PasswordField } from '../../../lib/form/PasswordField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormSubmit } from '../../../lib/form/serverErrors';
import type { Draft } from '../drafts.record';
import { PinNote } from './PinNote';

interface Signed {
  id: number;
  number: string;
  verification_code: string;
}

export const bulkSign: BulkAction<Draft> = {
  label: 'Firmar seleccionados',
  icon: 'pi pi-verified',
  permissions: ['outputs-sign'],
  selectable: (row) => row.can.sign,
  dialog: (props) => <SignSelectedDialog {...props} />,
};

function SignSelectedDialog({
  rows,
  visible,
  onHide,
}: {
  rows: Draft[];
  visible: boolean;
  onHide: (ran: boolean) => void;
}) {
  const [signed, setSigned] = useState<Signed[] | null>(null);
  const close = () => {
    const ran = signed !== null;
    setSigned(null);
    onHide(ran);
  };
  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={
        signed ? 'Documentos firmados' : `Firmar ${rows.length === 1 ? '1 proyecto' : `${rows.length} proyectos`}`
      }
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '34rem' }}
      footer={signed && <Button type="button" label="Cerrar" onClick={close} autoFocus />}
    >
      {signed ? (
        <>
          <p role="status">Cada documento recibió su número y quedó registrado, listo para despacharse.</p>
          <ul className="bulk-results">
            {signed.map((s) => (
              <li key={s.id} className="bulk-ok">
                <i className="pi pi-check-circle" aria-hidden="true" />
                <strong>{s.number}</strong>
                <span>{`Código ${s.verification_code}`}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        visible && <PinForm rows={rows} onSigned={setSigned} onCancel={close} />
      )}
    </Dialog>
  );
}

function PinForm({
  rows,
  onSigned,
  onCancel,
}: {
  rows: Draft[];
  onSigned: (s: Signed[]) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(pinCheckSchema), defaultValues: { pin: '' } });
  const submit = useFormSubmit(form, async ({ pin }) => {
    const answer = await api<{ data: Signed[] }>(resourceUrl('drafts', '/sign'), {
      method: 'POST',
      body: { pin, drafts: rows.map((r) => ({ id: r.id, version: r.version })) },
    });
    await queryClient.invalidateQueries({ queryKey: ['drafts'] });
    onSigned(answer.data);
  });
  return (
    <form className="form" noValidate aria-label="Firmar proyectos" onSubmit={(event) => void submit(event)}>
      <ul className="bulk-results">
        {rows.map((r) => (
          <li key={r.id}>
            <strong>{r.type_output?.name ?? r.number}</strong>
            <span>{r.subject}</span>
          </li>
        ))}
      </ul>
      <PasswordField form={form} name="pin" label="PIN de firma" autoComplete="off" autoFocus />
      <PinNote />
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onCancel} />
        <SubmitButton label={`Firmar ${rows.length}`} icon="pi-verified" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
