/**
 * Firma digital → Sello de la institución: the certificate naming the institution's RUC with which
 * Folio seals what it emits by itself (the cargo de recepción, the constancias). Upload its
 * PKCS#12 with the file's password; replace or remove it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type SealUpload, sealUploadSchema } from '@shared/schemas/signatures';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { CertificateUploadFields } from '../../lib/signatures/CertificateFileField';
import { CertificateFormActions, CertificateHolder } from '../../lib/signatures/CertificateHolder';
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
      <CertificateUploadFields form={form} fileLabel="Certificado del sello (.p12 o .pfx)" />
      <CertificateFormActions
        replacing={replacing}
        onCancel={onDone}
        what="sello"
        saving={form.formState.isSubmitting}
      />
    </form>
  );
}

export function SealPanel() {
  const seal = useSeal();
  const remove = useRemoveSeal();
  return (
    <section className="panel" aria-labelledby="seal-title">
      <h2 id="seal-title">Sello de la institución</h2>
      <p className="panel-intro">
        Folio sella con este certificado lo que emite por sí mismo: el cargo de recepción de la mesa de partes (también
        el que se envía por correo) y las constancias de las solicitudes. Debe indicar el RUC de la institución.
      </p>
      <CertificateHolder
        query={seal}
        idOf={(current) => ['RUC', current.ruc]}
        remove={remove}
        removal={{
          group: CONFIRM_GROUP,
          header: 'Quitar sello',
          message: '¿Quitar el sello de la institución? Los cargos y constancias se emitirán sin firma digital.',
          done: 'Se quitó el sello de la institución.',
        }}
        missing={
          <p className="notice notice-warn" role="note">
            <i className="pi pi-info-circle" aria-hidden="true" />
            <span>Aún no hay sello: los cargos y constancias se emiten sin firma digital.</span>
          </p>
        }
        form={(replacing, done) => <SealForm replacing={replacing} onDone={done} />}
      />
    </section>
  );
}
