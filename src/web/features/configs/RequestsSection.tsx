/** Solicitudes: when requests expire, how long an operator holds one, and the reasons to observe or reject. */
import { Chips } from 'primereact/chips';
import { Controller } from 'react-hook-form';
import { describedBy, Field } from '../../lib/form/Field';
import { NumberField } from '../../lib/form/NumberField';
import type { SettingsForm } from './types';

export function RequestsSection({ form }: { form: SettingsForm }) {
  const reasonErrors = form.formState.errors.requests?.reasons;
  const message =
    reasonErrors?.message ?? (Array.isArray(reasonErrors) ? reasonErrors.find((e) => e?.message)?.message : undefined);
  return (
    <div className="form-grid config-grid">
      <NumberField
        control={form.control}
        name="requests.expiry_days"
        label="Caducan sin atenderse a los"
        suffix=" días"
        hint="Una solicitud pendiente u observada caduca sola pasado este plazo."
      />
      <NumberField
        control={form.control}
        name="requests.review_minutes"
        label="Un operador la retiene en revisión por"
        suffix=" minutos"
        hint="Pasado ese tiempo, otro operador puede tomarla."
      />
      <Controller
        control={form.control}
        name="requests.reasons"
        render={({ field }) => {
          const values = (field.value ?? []) as string[];
          return (
            <div className="form-grid-full">
              <Field id="requests.reasons" label="Motivos para observar o rechazar" error={message}>
                <Chips
                  inputId="requests.reasons"
                  value={values}
                  onChange={(e) => field.onChange([...new Set((e.value ?? []).map((v) => v.trim()).filter(Boolean))])}
                  onBlur={field.onBlur}
                  addOnBlur
                  allowDuplicate={false}
                  invalid={Boolean(message)}
                  className="w-full"
                  {...describedBy('requests.reasons', message)}
                />
              </Field>
              <small className="field-help">Escriba un motivo y pulse Enter para agregarlo; quítelo con la ×.</small>
            </div>
          );
        }}
      />
    </div>
  );
}
