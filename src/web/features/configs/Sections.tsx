/** The simpler tabs of Configuración: Institución, Archivos, Seguridad and Manuales. */
import type { LogoInfo } from '@shared/schemas/configs';
import { Chips } from 'primereact/chips';
import { Controller, useWatch } from 'react-hook-form';
import { describedBy, Field } from '../../lib/form/Field';
import { FormTextField } from '../../lib/form/FormTextField';
import { policyHint } from '../../lib/form/NewPasswordField';
import { NumberField } from '../../lib/form/NumberField';
import { SwitchField } from '../../lib/form/SwitchField';
import { TextField } from '../../lib/form/TextField';
import { ConfigGroup, HelpedField } from './ConfigGroup';
import { LogoField } from './LogoField';
import type { SettingsForm } from './types';

export function InstitutionSection({ form, logo }: { form: SettingsForm; logo: LogoInfo | null }) {
  return (
    <div className="form-grid config-grid">
      <FormTextField form={form} name="institution_name" label="Nombre de la institución" autoComplete="organization" />
      <FormTextField form={form} name="institution_short_name" label="Nombre corto o siglas" />
      <HelpedField help="11 dígitos; se comprueba el dígito verificador.">
        <FormTextField form={form} name="tax_id" label="RUC" />
      </HelpedField>
      <FormTextField form={form} name="address" label="Dirección" autoComplete="street-address" />
      <HelpedField help="Encabeza los documentos proyectados en Folio, por ejemplo «Año de la Esperanza».">
        <FormTextField form={form} name="documents.year_name" label="Denominación del año" />
      </HelpedField>
      <FormTextField form={form} name="documents.city" label="Ciudad (lugar y fecha de los documentos)" />
      <LogoField initial={logo} />
    </div>
  );
}

/** "pdf" from " .PDF ": what the server stores. */
const normaliseExtension = (value: string) => value.trim().toLowerCase().replace(/^\.+/, '');

export function FilesSection({ form }: { form: SettingsForm }) {
  const extensionErrors = form.formState.errors.uploads?.allowed_extensions;
  return (
    <div className="form-grid config-grid">
      <NumberField control={form.control} name="uploads.max_file_mb" label="Tamaño máximo por archivo" suffix=" MB" />
      <NumberField control={form.control} name="uploads.max_files" label="Archivos por registro (máximo)" />
      <Controller
        control={form.control}
        name="uploads.allowed_extensions"
        render={({ field }) => {
          const values = (field.value ?? []) as string[];
          const itemError = Array.isArray(extensionErrors)
            ? extensionErrors.map((e, i) => e?.message && `«${values[i]}»: ${e.message}`).find(Boolean)
            : undefined;
          const message = extensionErrors?.message ?? itemError;
          return (
            <div className="form-grid-full">
              <Field id="uploads.allowed_extensions" label="Tipos de archivo permitidos" error={message}>
                <Chips
                  inputId="uploads.allowed_extensions"
                  value={values}
                  onChange={(e) => {
                    const next = (e.value ?? []).map(normaliseExtension).filter(Boolean);
                    field.onChange([...new Set(next)]);
                  }}
                  onBlur={field.onBlur}
                  separator=","
                  addOnBlur
                  allowDuplicate={false}
                  placeholder={values.length ? '' : 'pdf, docx…'}
                  invalid={Boolean(message)}
                  className="w-full extension-chips"
                  {...describedBy('uploads.allowed_extensions', message)}
                />
              </Field>
              <small className="field-help">
                Escriba una extensión y pulse Enter o coma para agregarla; quítela con la ×. Por ejemplo: pdf, jpg,
                docx.
              </small>
            </div>
          );
        }}
      />
    </div>
  );
}

function PolicyPreview({ form }: { form: SettingsForm }) {
  const policy = useWatch({ control: form.control, name: 'password_policy' });
  return (
    <p className="config-note form-grid-full" aria-live="polite">
      <i className="pi pi-info-circle config-note-icon" aria-hidden="true" />
      <span>
        Las contraseñas nuevas deberán cumplir:{' '}
        <strong>{policyHint({ ...policy, min_length: Number(policy.min_length) || 0 })}</strong>
      </span>
    </p>
  );
}

export function SecuritySection({ form }: { form: SettingsForm }) {
  return (
    <div className="config-section">
      <ConfigGroup id="password-policy" title="Política de contraseñas">
        <NumberField
          control={form.control}
          name="password_policy.min_length"
          label="Longitud mínima"
          suffix=" caracteres"
        />
        <div className="switch-list form-grid-full">
          <SwitchField control={form.control} name="password_policy.require_letters" label="Exigir letras" />
          <SwitchField control={form.control} name="password_policy.require_digits" label="Exigir números" />
          <SwitchField
            control={form.control}
            name="password_policy.require_symbols"
            label="Exigir símbolos"
            help="Por ejemplo: # $ % & * ! ?"
          />
        </div>
        <PolicyPreview form={form} />
      </ConfigGroup>
      <ConfigGroup id="sessions" title="Sesiones">
        <HelpedField help="Déjelo vacío para usar el tiempo predeterminado del servidor.">
          <NumberField
            control={form.control}
            name="session_idle_minutes"
            label="Minutos de inactividad antes de cerrar la sesión"
            suffix=" minutos"
          />
        </HelpedField>
      </ConfigGroup>
    </div>
  );
}

export function ManualsSection({ form }: { form: SettingsForm }) {
  const errors = form.formState.errors.manuals;
  return (
    <div className="config-section">
      <p className="config-intro">
        Los tres manuales que se abren desde el botón de ayuda (?) de la barra superior. Use una dirección web completa
        (https://…) o una ruta de Folio (/manuales/…); deje la dirección vacía si el manual aún no está disponible.
      </p>
      {[0, 1, 2].map((index) => (
        <fieldset key={index} className="config-fieldset form-grid config-grid manual-row">
          <legend>Manual {index + 1}</legend>
          <TextField
            id={`manuals.${index}.title`}
            label="Título"
            autoComplete="off"
            error={errors?.[index]?.title}
            registration={form.register(`manuals.${index}.title`)}
          />
          <TextField
            id={`manuals.${index}.url`}
            label="Dirección (URL)"
            type="text"
            autoComplete="url"
            error={errors?.[index]?.url}
            registration={form.register(`manuals.${index}.url`)}
          />
        </fieldset>
      ))}
    </div>
  );
}
