/**
 * Stickers (`stickers`): the designer of the label stuck on received paper documents. The
 * preview follows the form as it is typed; "Descargar PDF de prueba" prints the current
 * template, saved or not, with the same sample data.
 */
import {
  DEFAULT_STICKER,
  SAMPLE_VERIFICATION_CODE,
  STICKER_FIELDS,
  type Sticker,
  type StickerAnswer,
  type StickerField,
  stickerSchema,
  verificationUrl,
} from '@shared/schemas/stickers';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { SingletonFormPage } from '../../lib/crud/SingletonFormPage';
import { describedBy, Field } from '../../lib/form/Field';
import { FormTextField } from '../../lib/form/FormTextField';
import { NumberField } from '../../lib/form/NumberField';
import { SwitchField } from '../../lib/form/SwitchField';
import { useFormErrorHandler } from '../../lib/form/serverErrors';
import { useToast } from '../../lib/toast';
import { drawable, StickerPreview } from './StickerPreview';

type StickerValues = z.input<typeof stickerSchema>;
type StickerForm = UseFormReturn<StickerValues, unknown, z.output<typeof stickerSchema>>;

const PRESETS = [
  { width: 80, height: 50 },
  { width: 100, height: 60 },
  { width: 70, height: 40 },
  { width: 60, height: 30 },
];

const toValues = ({ data }: StickerAnswer): StickerValues => ({
  ...data,
  verification_base_url: data.verification_base_url ?? '',
});

/** The form's values as the preview can draw them: a cleared number keeps the default meanwhile. */
function drawableSticker(values: StickerValues): Sticker {
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return {
    ...DEFAULT_STICKER,
    ...values,
    width_mm: number(values.width_mm, DEFAULT_STICKER.width_mm),
    height_mm: number(values.height_mm, DEFAULT_STICKER.height_mm),
    margin_mm: number(values.margin_mm, DEFAULT_STICKER.margin_mm),
    font_size: number(values.font_size, DEFAULT_STICKER.font_size),
    subject_length: number(values.subject_length, DEFAULT_STICKER.subject_length),
    fields: { ...DEFAULT_STICKER.fields, ...values.fields },
    verification_base_url: values.verification_base_url ? values.verification_base_url.replace(/\/+$/, '') : null,
  };
}

interface MeasureFieldProps {
  form: StickerForm;
  name: 'width_mm' | 'height_mm' | 'margin_mm' | 'font_size';
  label: string;
  min: number;
  max: number;
  suffix: string;
}

/** Millimetres or points, in steps of 0.5. */
function MeasureField({ form, name, label, min, max, suffix }: MeasureFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={name} label={label} error={fieldState.error?.message}>
          <InputNumber
            inputId={name}
            inputRef={field.ref}
            value={field.value ?? null}
            onValueChange={(e) => field.onChange(e.value ?? null)}
            onBlur={field.onBlur}
            min={min}
            max={max}
            step={0.5}
            minFractionDigits={0}
            maxFractionDigits={1}
            locale="es-PE"
            useGrouping={false}
            suffix={suffix}
            showButtons
            incrementButtonClassName="p-button-secondary"
            decrementButtonClassName="p-button-secondary"
            invalid={fieldState.invalid}
            className="w-full"
            inputClassName="w-full"
            {...describedBy(name, fieldState.error)}
          />
        </Field>
      )}
    />
  );
}

function SizeSection({ form }: { form: StickerForm }) {
  const [width, height] = useWatch({ control: form.control, name: ['width_mm', 'height_mm'] });
  const choose = (preset: (typeof PRESETS)[number]) => {
    form.setValue('width_mm', preset.width, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('height_mm', preset.height, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <fieldset className="config-fieldset">
      <legend>Tamaño</legend>
      <div className="preset-list">
        {PRESETS.map((preset) => {
          const current = width === preset.width && height === preset.height;
          return (
            <Button
              key={`${preset.width}x${preset.height}`}
              type="button"
              label={`${preset.width} × ${preset.height} mm`}
              size="small"
              outlined={!current}
              aria-pressed={current}
              onClick={() => choose(preset)}
            />
          );
        })}
      </div>
      <div className="form-grid sticker-grid">
        <MeasureField form={form} name="width_mm" label="Ancho" min={30} max={200} suffix=" mm" />
        <MeasureField form={form} name="height_mm" label="Alto" min={15} max={200} suffix=" mm" />
        <MeasureField form={form} name="margin_mm" label="Margen" min={0} max={10} suffix=" mm" />
        <MeasureField form={form} name="font_size" label="Tamaño de letra" min={5} max={16} suffix=" pt" />
      </div>
    </fieldset>
  );
}

function FieldsSection({ form }: { form: StickerForm }) {
  const subject = useWatch({ control: form.control, name: 'fields.subject' });
  const error = form.formState.errors.fields?.message;
  return (
    <fieldset className="config-fieldset" {...describedBy('fields', error)}>
      <legend>Datos que se imprimen</legend>
      <div className="sticker-field-list">
        {(Object.entries(STICKER_FIELDS) as [StickerField, string][]).map(([key, label]) => (
          <Controller
            key={key}
            control={form.control}
            name={`fields.${key}`}
            render={({ field }) => (
              <div className="sticker-field-option">
                <Checkbox
                  inputId={`fields.${key}`}
                  inputRef={field.ref}
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(Boolean(e.checked))}
                />
                <label htmlFor={`fields.${key}`}>{label}</label>
              </div>
            )}
          />
        ))}
      </div>
      {error && (
        <small id="fields-error" className="p-error field-message" role="alert">
          {error}
        </small>
      )}
      {subject && (
        <div className="sticker-grid form-grid">
          <NumberField
            control={form.control}
            name="subject_length"
            label="Largo del extracto del asunto"
            suffix=" caracteres"
          />
        </div>
      )}
    </fieldset>
  );
}

function CodesSection({ form, number }: { form: StickerForm; number: string }) {
  const [qr, base] = useWatch({ control: form.control, name: ['qr', 'verification_base_url'] });
  const target = verificationUrl(
    { verification_base_url: base ? base.replace(/\/+$/, '') : null },
    window.location.origin,
    number,
    SAMPLE_VERIFICATION_CODE,
  );
  return (
    <fieldset className="config-fieldset">
      <legend>Códigos</legend>
      <SwitchField
        control={form.control}
        name="barcode"
        label="Código de barras (Code 128)"
        help="El número de registro, para recibir el documento con un lector."
      />
      <SwitchField
        control={form.control}
        name="qr"
        label="Código QR de verificación"
        help="Lleva a la consulta del trámite; debajo se imprime el código de verificación del ingreso."
      />
      {qr && (
        <div className="field">
          <FormTextField
            form={form}
            name="verification_base_url"
            label="Dirección base de verificación (opcional)"
            autoComplete="url"
          />
          <small className="field-help">
            Vacía, se usa la de Folio. El QR de este ejemplo apunta a <span className="sticker-url">{target}</span>
          </small>
        </div>
      )}
    </fieldset>
  );
}

/** Posts the current template (validated first) and downloads the PDF the server renders. */
function TestPdfButton({ form }: { form: StickerForm }) {
  const toast = useToast();
  const onError = useFormErrorHandler(form);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!(await form.trigger())) {
      toast.error('Corrija los datos marcados para generar el PDF.');
      return;
    }
    setBusy(true);
    try {
      const template = stickerSchema.parse(form.getValues());
      const pdf = await api<Blob>('/api/v1/stickers/test-pdf', {
        method: 'POST',
        body: template,
        responseType: 'blob',
      });
      const url = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'sticker-prueba.pdf';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      toast.success('PDF de prueba descargado.');
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      label="Descargar PDF de prueba"
      icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-file-pdf'}
      outlined
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download()}
    />
  );
}

function PreviewPanel({ form, answer }: { form: StickerForm; answer: StickerAnswer }) {
  const values = useWatch({ control: form.control }) as StickerValues;
  const sticker = drawableSticker(values);
  const data = {
    ...answer.sample,
    verification_url: verificationUrl(
      sticker,
      window.location.origin,
      answer.sample.number,
      answer.sample.verification_code,
    ),
  };
  return (
    <section className="panel sticker-preview-panel" aria-labelledby="sticker-preview-title">
      <div className="sticker-preview-header">
        <h2 id="sticker-preview-title">Vista previa</h2>
        <span className="text-muted" data-testid="sticker-size">
          {sticker.width_mm} × {sticker.height_mm} mm
        </span>
      </div>
      {drawable(sticker) ? (
        <StickerPreview sticker={sticker} data={data} />
      ) : (
        <p className="sticker-preview-empty">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          Corrija el tamaño o el margen para ver la vista previa.
        </p>
      )}
      <p className="field-help">
        A escala, con datos de ejemplo. El PDF de prueba se imprime a tamaño real con la plantilla tal como está, aunque
        no se haya guardado.
      </p>
      <TestPdfButton form={form} />
    </section>
  );
}

export default function StickersPage() {
  return (
    <SingletonFormPage<typeof stickerSchema, StickerAnswer>
      resource="stickers"
      title="Stickers"
      subtitle="Diseño de la etiqueta que se pega en los documentos recibidos en mesa de partes."
      schema={stickerSchema}
      toValues={toValues}
      className="stickers-form"
    >
      {(form, answer) => (
        <div className="sticker-designer">
          <div className="panel sticker-controls">
            <SizeSection form={form} />
            <FieldsSection form={form} />
            <CodesSection form={form} number={answer.sample.number} />
          </div>
          <PreviewPanel form={form} answer={answer} />
        </div>
      )}
    </SingletonFormPage>
  );
}
