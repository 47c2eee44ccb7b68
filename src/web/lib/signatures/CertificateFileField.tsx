/**
 * Choosing a PKCS#12 (.p12/.pfx) for a form: the file is read in the browser and travels as
 * base64 in the form's `file_base64`; a file over 64 KB is refused here, before sending, with the
 * server's own message. The server checks the rest (corrupt, password, expiry, DNI or RUC).
 */
import { formatFileSize } from '@shared/numbers';
import { type ChangeEvent, useState } from 'react';
import { type FieldError, type FieldValues, get, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { describedBy, Field } from '../form/Field';
import { PasswordField } from '../form/PasswordField';

const MAX_BYTES = 64 * 1024;
const ACCEPT = '.p12,.pfx,application/x-pkcs12';

/** The bytes of a file as base64 (what the certificate routes take). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface CertificateFileFieldProps<T extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
}

function CertificateFileField<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  label,
}: CertificateFileFieldProps<T, O>) {
  const [chosen, setChosen] = useState<string | null>(null);
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const hint = 'Archivo .p12 o .pfx de hasta 64 KB, el que le entregó la entidad de certificación.';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const set = (value: string) => form.setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
    if (!file) {
      setChosen(null);
      set('');
      return;
    }
    setChosen(`${file.name} (${formatFileSize(file.size)})`);
    if (file.size > MAX_BYTES) {
      set('');
      form.setError(name, {
        type: 'size',
        message: `El archivo pesa ${formatFileSize(file.size)}: un certificado PKCS#12 pesa como máximo 64 KB.`,
      });
      return;
    }
    set(await readBase64(file));
    form.clearErrors(name);
  };

  return (
    <Field id={name} label={label} error={error} hint={hint}>
      <input
        id={name}
        type="file"
        accept={ACCEPT}
        className="certificate-file-input"
        onChange={(event) => void choose(event)}
        {...describedBy(name, error, hint)}
      />
      {chosen && <small className="certificate-file-chosen">Elegido: {chosen}</small>}
    </Field>
  );
}

/** The PKCS#12 and its file's password, each across the form: what every certificate upload asks first. */
export function CertificateUploadFields<
  T extends FieldValues & { file_base64: string; password: string },
  O extends FieldValues,
>({ form, fileLabel }: { form: UseFormReturn<T, unknown, O>; fileLabel: string }) {
  return (
    <>
      <div className="form-grid-full">
        <CertificateFileField form={form} name={'file_base64' as Path<T>} label={fileLabel} />
      </div>
      <div className="form-grid-full">
        <PasswordField form={form} name={'password' as Path<T>} label="Contraseña del archivo" autoComplete="off" />
      </div>
    </>
  );
}
