/**
 * Firma digital → Raíces de confianza: the root certificates whose signatures Folio calls «de
 * confianza» when it checks an attached PDF. Listed with their fingerprint and validity; a root is
 * added from a PEM or DER file (or pasted as PEM) and removed with a confirmation. Changing the
 * roots sends every stored PDF back to the background check.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type TrustedRoot, trustedRootUploadSchema } from '@shared/schemas/signatures';
import { confirmDialog } from 'primereact/confirmdialog';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDate } from '../../lib/dates';
import { FormTextAreaField } from '../../lib/form/FormTextAreaField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { LoadError } from '../../lib/LoadError';
import { RemoveButton } from '../../lib/RemoveButton';
import { Spinner } from '../../lib/Spinner';
import { readBase64 } from '../../lib/signatures/CertificateFileField';
import { useToast } from '../../lib/toast';
import { useAddTrustedRoot, useRemoveTrustedRoot, useTrustedRoots } from './api';
import { CONFIRM_GROUP } from './SealPanel';

type RootForm = z.infer<typeof trustedRootUploadSchema>;

/** A certificate file as PEM: PEM text as it is, DER bytes wrapped. */
async function pemOf(file: File): Promise<string> {
  const text = await file.text();
  if (text.includes('-----BEGIN CERTIFICATE-----')) return text.trim();
  const lines = (await readBase64(file)).match(/.{1,64}/g) ?? [];
  return ['-----BEGIN CERTIFICATE-----', ...lines, '-----END CERTIFICATE-----'].join('\n');
}

function AddRootForm() {
  const add = useAddTrustedRoot();
  const toast = useToast();
  const form = useForm<RootForm>({
    resolver: zodResolver(trustedRootUploadSchema),
    defaultValues: { certificate: '' },
  });
  const submit = useFormSubmit(form, async ({ certificate }) => {
    const root = await add(certificate);
    toast.success(`«${root.name}» quedó entre las raíces de confianza.`);
    form.reset({ certificate: '' });
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > 20_000) {
      form.setError('certificate', { message: 'El archivo pesa más de 20 KB: no parece un certificado raíz.' });
      return;
    }
    form.setValue('certificate', await pemOf(file), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <form className="form trusted-root-form" onSubmit={submit} noValidate aria-label="Agregar raíz de confianza">
      <h3 className="config-subtitle">Agregar una raíz</h3>
      <div className="field">
        <label htmlFor="root-file">Archivo del certificado raíz (.pem, .crt, .cer o .der)</label>
        <input
          id="root-file"
          type="file"
          accept=".pem,.crt,.cer,.der"
          className="certificate-file-input"
          onChange={(event) => void choose(event)}
        />
      </div>
      <FormTextAreaField form={form} name="certificate" label="O pegue el certificado en formato PEM" rows={6} />
      <div className="form-actions">
        <SubmitButton label="Agregar raíz" icon="pi-plus" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

function RootItem({ root }: { root: TrustedRoot }) {
  const remove = useRemoveTrustedRoot();
  const toast = useToast();
  const confirmRemove = () =>
    confirmDialog({
      group: CONFIRM_GROUP,
      header: 'Quitar raíz de confianza',
      message: `¿Quitar «${root.name}»? Las firmas emitidas bajo esta raíz dejarán de figurar como de confianza.`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Quitar',
      rejectLabel: 'Cancelar',
      acceptClassName: 'p-button-danger',
      accept: () =>
        void remove(root).then(
          () => toast.success(`Se quitó «${root.name}».`),
          (error) => toast.failure(error),
        ),
    });
  const expired = new Date(root.valid_to) < new Date();
  return (
    <li className="trusted-root">
      <i className="pi pi-shield trusted-root-icon" aria-hidden="true" />
      <div className="trusted-root-text">
        <strong>{root.name}</strong>
        <small className={expired ? 'trusted-root-expired' : 'attachment-meta'}>
          {expired ? 'Venció el' : 'Vigente hasta el'} {formatDate(root.valid_to)} · agregada el{' '}
          {formatDate(root.created_at)}
        </small>
        <small className="certificate-fingerprint">{root.fingerprint}</small>
      </div>
      <RemoveButton iconOnly name={`Quitar ${root.name}`} onClick={confirmRemove} />
    </li>
  );
}

export function TrustedRootsPanel() {
  const roots = useTrustedRoots();
  return (
    <section className="panel" aria-labelledby="roots-title">
      <h2 id="roots-title">Raíces de confianza</h2>
      <p className="panel-intro">
        Una firma de un PDF adjunto es «de confianza» cuando su certificado proviene de una de estas autoridades. Las
        raíces del Perú las publica INDECOPI (Infraestructura Oficial de Firma Electrónica): descárguelas y agréguelas
        aquí.
      </p>
      {roots.isPending && <Spinner />}
      {roots.isError && <LoadError error={roots.error} onRetry={() => void roots.refetch()} />}
      {roots.data &&
        (roots.data.length === 0 ? (
          <p className="text-muted">Aún no hay raíces de confianza.</p>
        ) : (
          <ul className="trusted-root-list" aria-label="Raíces de confianza">
            {roots.data.map((root) => (
              <RootItem key={root.id} root={root} />
            ))}
          </ul>
        ))}
      <AddRootForm />
    </section>
  );
}
