/**
 * Mi perfil → Certificado digital: the person's own signing certificate (docs/signatures.md).
 * They upload their PKCS#12 with its password and choose a signing PIN (typed twice); Folio keeps
 * the key sealed by that PIN and asks for it at each signing. Shown: holder, DNI, issuer,
 * validity and fingerprint; «Reemplazar» uploads another, «Quitar» deletes it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CertificateForm,
  type CertificateSummary,
  certificateFormSchema,
  PIN_MIN,
} from '@shared/schemas/signatures';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
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
import { useCertificate, useRemoveCertificate, useSaveCertificate } from './api';

const CONFIRM_GROUP = 'certificate';
const EMPTY: CertificateForm = { file_base64: '', password: '', pin: '', pin_confirmation: '' };

function UploadForm({ replacing, onDone }: { replacing: boolean; onDone: () => void }) {
  const save = useSaveCertificate();
  const toast = useToast();
  const form = useForm<CertificateForm>({ resolver: zodResolver(certificateFormSchema), defaultValues: EMPTY });
  const submit = useFormSubmit(form, async ({ pin_confirmation: _confirmation, ...upload }) => {
    await save(upload);
    toast.success(replacing ? 'Su certificado digital fue reemplazado.' : 'Su certificado digital quedó cargado.');
    onDone();
  });

  return (
    <form className="form form-grid certificate-form" onSubmit={submit} noValidate aria-label="Cargar certificado">
      <div className="form-grid-full">
        <CertificateFileField form={form} name="file_base64" label="Archivo del certificado (.p12 o .pfx)" />
      </div>
      <div className="form-grid-full">
        <PasswordField form={form} name="password" label="Contraseña del archivo" autoComplete="off" />
      </div>
      <PasswordField form={form} name="pin" label="PIN de firma (nuevo)" autoComplete="off" />
      <PasswordField form={form} name="pin_confirmation" label="Repita el PIN de firma" autoComplete="off" />
      <p className="field-help form-grid-full">
        Elija un PIN de al menos {PIN_MIN} caracteres. Folio no lo guarda: protege su clave y se lo pedirá cada vez que
        firme. Si lo olvida, vuelva a cargar su certificado con un PIN nuevo.
      </p>
      <div className="form-actions form-grid-full">
        {replacing && <Button type="button" label="Cancelar" text onClick={onDone} />}
        <SubmitButton
          label={replacing ? 'Reemplazar certificado' : 'Guardar certificado'}
          icon="pi-upload"
          loading={form.formState.isSubmitting}
        />
      </div>
    </form>
  );
}

function Loaded({ certificate, onReplace }: { certificate: CertificateSummary; onReplace: () => void }) {
  const remove = useRemoveCertificate();
  const toast = useToast();
  const confirmRemove = () =>
    confirmDialog({
      group: CONFIRM_GROUP,
      header: 'Quitar certificado digital',
      message: '¿Quitar su certificado? No podrá firmar documentos hasta cargar uno de nuevo.',
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Quitar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () =>
        void remove().then(
          () => toast.success('Su certificado digital fue quitado.'),
          (error) => toast.failure(error),
        ),
    });
  return (
    <>
      <CertificateDetails certificate={certificate} id={['DNI', certificate.dni]} />
      <div className="form-actions">
        <Button type="button" label="Quitar" icon="pi pi-trash" severity="danger" text onClick={confirmRemove} />
        <Button type="button" label="Reemplazar" icon="pi pi-refresh" outlined onClick={onReplace} />
      </div>
    </>
  );
}

export function CertificatePanel() {
  const certificate = useCertificate();
  const [replacing, setReplacing] = useState(false);
  const current = certificate.data?.data;

  return (
    <section className="panel" aria-labelledby="certificate-title">
      <h2 id="certificate-title">Certificado digital</h2>
      {certificate.isPending && <Spinner />}
      {certificate.isError && <LoadError error={certificate.error} onRetry={() => void certificate.refetch()} />}
      {certificate.data &&
        (current && !replacing ? (
          <Loaded certificate={current} onReplace={() => setReplacing(true)} />
        ) : (
          <>
            {!current && (
              <p className="panel-intro">
                Cargue su certificado de firma digital (persona natural, con su DNI) para firmar documentos en Folio.
              </p>
            )}
            <UploadForm replacing={Boolean(current)} onDone={() => setReplacing(false)} />
          </>
        ))}
      <ConfirmDialog group={CONFIRM_GROUP} />
    </section>
  );
}
