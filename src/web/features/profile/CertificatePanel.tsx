/**
 * Mi perfil → Certificado digital: the person's own signing certificate (docs/signatures.md).
 * They upload their PKCS#12 with its password and choose a signing PIN (typed twice); Folio keeps
 * the key sealed by that PIN and asks for it at each signing. Shown: holder, DNI, issuer,
 * validity and fingerprint; «Reemplazar» uploads another, «Quitar» deletes it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CertificateForm, certificateFormSchema, PIN_MIN } from '@shared/schemas/signatures';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../lib/form/PasswordField';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { CertificateUploadFields } from '../../lib/signatures/CertificateFileField';
import { CertificateFormActions, CertificateHolder } from '../../lib/signatures/CertificateHolder';
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
      <CertificateUploadFields form={form} fileLabel="Archivo del certificado (.p12 o .pfx)" />
      <PasswordField form={form} name="pin" label="PIN de firma (nuevo)" autoComplete="off" />
      <PasswordField form={form} name="pin_confirmation" label="Repita el PIN de firma" autoComplete="off" />
      <p className="field-help form-grid-full">
        Elija un PIN de al menos {PIN_MIN} caracteres. Folio no lo guarda: protege su clave y se lo pedirá cada vez que
        firme. Si lo olvida, vuelva a cargar su certificado con un PIN nuevo.
      </p>
      <CertificateFormActions
        replacing={replacing}
        onCancel={onDone}
        what="certificado"
        saving={form.formState.isSubmitting}
      />
    </form>
  );
}

export function CertificatePanel() {
  const certificate = useCertificate();
  const remove = useRemoveCertificate();
  return (
    <section className="panel" aria-labelledby="certificate-title">
      <h2 id="certificate-title">Certificado digital</h2>
      <CertificateHolder
        query={certificate}
        idOf={(current) => ['DNI', current.dni]}
        remove={remove}
        removal={{
          group: CONFIRM_GROUP,
          header: 'Quitar certificado digital',
          message: '¿Quitar su certificado? No podrá firmar documentos hasta cargar uno de nuevo.',
          done: 'Su certificado digital fue quitado.',
        }}
        missing={
          <p className="panel-intro">
            Cargue su certificado de firma digital (persona natural, con su DNI) para firmar documentos en Folio.
          </p>
        }
        form={(replacing, done) => <UploadForm replacing={replacing} onDone={done} />}
      />
      <ConfirmDialog group={CONFIRM_GROUP} />
    </section>
  );
}
