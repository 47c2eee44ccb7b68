/**
 * Firma digital → Sello de la institución: the certificate naming the institution's RUC with which
 * Folio seals what it emits by itself (the cargo de recepción, the constancias). Upload its
 * PKCS#12 with the file's password; replace or remove it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type SealSummary, type SealUpload, sealUploadSchema } from '@shared/schemas/signatures';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../lib/form/PasswordField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { LoadError } from '../../lib/LoadError';
import { Spinner } from '../../lib/Spinner';
import { CertificateDetails } from '../../lib/signatures/CertificateDetails';
import { CertificateFileField } from '../../lib/signatures/CertificateFileField';
import { useToast } from '../../lib/toast';
import { useRemoveSeal, useSaveSeal, useSeal } from './api';

export const CONFIRM_GROUP = 'signatures';

function SealForm({ replacing, onDone }: { replacing: boolean; onDone: () => void }) {
  const save = useSaveSeal();
  const toast = useToast();
  const form = useForm<SealUpload>({
    resolver: zodResolver(sealUploadSchema),
    defaultValues: { file_base64: '', password: '' },
  });
  const submit = useFormSubmit(form, async (values) => {
    await save(values);
    toast.success('El sello de la institución quedó configurado.');
    onDone();
  });
  return (
    <form className="form form-grid" onSubmit={submit} noValidate aria-label="Cargar sello">
      <div className="form-grid-full">
        <CertificateFileField form={form} name="file_base64" label="Certificado del sello (.p12 o .pfx)" />
      </div>
      <div className="form-grid-full">
        <PasswordField form={form} name="password" label="Contraseña del archivo" autoComplete="off" />
      </div>
      <div className="form-actions form-grid-full">
        {replacing && <Button type="button" label="Cancelar" text onClick={onDone} />}
        <SubmitButton
          label={replacing ? 'Reemplazar sello' : 'Guardar sello'}
          icon="pi-upload"
          loading={form.formState.isSubmitting}
        />
      </div>
    </form>
  );
}

function Configured({ seal, onReplace }: { seal: SealSummary; onReplace: () => void }) {
  const remove = useRemoveSeal();
  const toast = useToast();
  const confirmRemove = () =>
    confirmDialog({
      group: CONFIRM_GROUP,
      header: 'Quitar sello',
      message: '¿Quitar el sello de la institución? Los cargos y constancias se emitirán sin firma digital.',
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Quitar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () =>
        void remove().then(
          () => toast.success('Se quitó el sello de la institución.'),
          (error) => toast.failure(error),
        ),
    });
  return (
    <>
      <CertificateDetails certificate={seal} id={['RUC', seal.ruc]} />
      <div className="form-actions">
        <Button type="button" label="Quitar" icon="pi pi-trash" severity="danger" text onClick={confirmRemove} />
        <Button type="button" label="Reemplazar" icon="pi pi-refresh" outlined onClick={onReplace} />
      </div>
    </>
  );
}

export function SealPanel() {
  const seal = useSeal();
  const [replacing, setReplacing] = useState(false);
  const current = seal.data?.data;
  return (
    <section className="panel" aria-labelledby="seal-title">
      <h2 id="seal-title">Sello de la institución</h2>
      <p className="panel-intro">
        Folio sella con este certificado lo que emite por sí mismo: el cargo de recepción de la mesa de partes (también
        el que se envía por correo) y las constancias de las solicitudes. Debe indicar el RUC de la institución.
      </p>
      {seal.isPending && <Spinner />}
      {seal.isError && <LoadError error={seal.error} onRetry={() => void seal.refetch()} />}
      {seal.data &&
        (current && !replacing ? (
          <Configured seal={current} onReplace={() => setReplacing(true)} />
        ) : (
          <>
            {!current && (
              <p className="notice notice-warn" role="note">
                <i className="pi pi-info-circle" aria-hidden="true" />
                <span>Aún no hay sello: los cargos y constancias se emiten sin firma digital.</span>
              </p>
            )}
            <SealForm replacing={Boolean(current)} onDone={() => setReplacing(false)} />
          </>
        ))}
    </section>
  );
}
