/** Numeración: the number formats, each with the number it would give next, and the tokens explained. */
import { documentFormatProblems, formatDocumentNumber } from '@shared/document-number';
import { calendarDate } from '@shared/working-days';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../lib/form/TextField';
import { useSession } from '../../lib/session';
import type { SettingsForm } from './types';

type FormatKey =
  | 'entries'
  | 'outputs'
  | 'supporting_entries'
  | 'supporting_outputs'
  | 'entry_requests'
  | 'output_requests';

const FORMATS: { key: FormatKey; label: string; perOffice: boolean }[] = [
  { key: 'entries', label: 'Ingresos documentales', perOffice: false },
  { key: 'outputs', label: 'Salidas documentales', perOffice: false },
  { key: 'supporting_entries', label: 'Documentos de ingreso de apoyo', perOffice: true },
  { key: 'supporting_outputs', label: 'Documentos de salida de apoyo', perOffice: true },
  { key: 'entry_requests', label: 'Solicitudes de ingreso', perOffice: false },
  { key: 'output_requests', label: 'Solicitudes de salida', perOffice: false },
];

const TOKENS = [
  { token: '{AAAA}', meaning: 'Año con cuatro dígitos', example: (year: number) => String(year) },
  { token: '{AA}', meaning: 'Año con dos dígitos', example: (year: number) => String(year % 100).padStart(2, '0') },
  {
    token: '{NNNNNN}',
    meaning: 'Correlativo del año, con tantos dígitos como letras N (de 1 a 10)',
    example: () => '000001',
  },
  {
    token: '{OFICINA}',
    meaning: 'Siglas de la oficina; solo en la numeración de apoyo, que es propia de cada oficina',
    example: (_year: number, office: string) => office,
  },
];

/** "MP-2026-0001" for a valid format, null while it has problems. */
export function nextNumber(format: string, perOffice: boolean, year: number, officeCode: string): string | null {
  const trimmed = format.trim();
  if (documentFormatProblems(trimmed, { perOffice }).length > 0) return null;
  return formatDocumentNumber(trimmed, { year, sequence: 1, officeCode });
}

function FormatField({
  form,
  format,
  year,
  officeCode,
}: {
  form: SettingsForm;
  format: (typeof FORMATS)[number];
  year: number;
  officeCode: string;
}) {
  const name = `number_formats.${format.key}` as const;
  const value = useWatch({ control: form.control, name }) ?? '';
  const preview = nextNumber(value, format.perOffice, year, officeCode);
  return (
    <div className="number-format">
      <TextField
        id={name}
        label={format.label}
        autoComplete="off"
        error={form.formState.errors.number_formats?.[format.key]}
        registration={form.register(name)}
      />
      <p className="number-preview" aria-live="polite" data-testid={`preview-${format.key}`}>
        <span>Próximo número{format.perOffice ? ` (oficina ${officeCode})` : ''}:</span>{' '}
        {preview ? <strong>{preview}</strong> : <span className="text-muted">complete el formato</span>}
      </p>
    </div>
  );
}

export function NumberingSection({ form }: { form: SettingsForm }) {
  const { user } = useSession();
  const year = Number(calendarDate(new Date()).slice(0, 4));
  const officeCode = user?.office?.code ?? 'OF';
  return (
    <div className="config-section">
      <p className="config-intro">
        Cada tipo de documento se numera con su propio correlativo, que se reinicia cada año. Escriba el formato con
        texto fijo y marcadores.
      </p>
      <div className="form-grid config-grid">
        {FORMATS.map((format) => (
          <FormatField key={format.key} form={form} format={format} year={year} officeCode={officeCode} />
        ))}
      </div>
      <section className="token-help" aria-labelledby="token-help-title">
        <h3 id="token-help-title">Marcadores</h3>
        <dl className="token-list">
          {TOKENS.map((token) => (
            <div key={token.token} className="token-row">
              <dt>
                <code>{token.token}</code>
              </dt>
              <dd>
                {token.meaning}. <span className="text-muted">Ej.: {token.example(year, officeCode)}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="field-help">
          Fuera de los marcadores use letras sin tilde, números, guion (-), barra (/), punto o guion bajo. Por ejemplo,{' '}
          <code>
            ING-{'{AAAA}'}-{'{NNNNNN}'}
          </code>{' '}
          da <span className="nowrap">{formatDocumentNumber('ING-{AAAA}-{NNNNNN}', { year, sequence: 1 })}</span>.
        </p>
      </section>
    </div>
  );
}
