/**
 * Under the citizen form's document number: once a complete DNI or RUC is typed, who it belongs to
 * (`GET /api/v1/id-lookup`: Destinatarios, then RENIEC/SUNAT when an installation configured it),
 * offered, never applied alone. «Completar» fills only the empty fields and names those it left as
 * typed; «Reemplazar lo escrito» is a second, explicit step.
 */
import { can } from '@shared/permissions';
import type { citizenInput } from '@shared/schemas/citizens';
import { documentProblem } from '@shared/schemas/citizens';
import { ID_LOOKUP_PATH, type IdLookupAnswer, type IdLookupResult } from '@shared/schemas/id-lookup';
import { ubigeoLabel } from '@shared/ubigeo/ubigeo';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { api, errorMessage } from '../api';
import { useSession } from '../session';
import { CITIZEN_FIELD_LABELS, type CitizenFormValues } from './citizen';

type CitizenForm = UseFormReturn<CitizenFormValues, unknown, z.output<typeof citizenInput>>;

/** The keys of the routes' permission (src/server/modules/id-lookup). */
const LOOKUP_KEYS = [
  'citizens-create',
  'citizens-update',
  'entries-create',
  'entries-create-office',
  'outputs-create',
  'outputs-create-office',
] as const;

const FILLED = ['names', 'surnames', 'business_name', 'address', 'ubigeo'] as const;
type Filled = (typeof FILLED)[number];

/** How a found value reads next to what was typed. */
const shown = (field: Filled, value: string | null | undefined) =>
  field === 'ubigeo' ? (ubigeoLabel(value) ?? '') : (value ?? '');

interface IdLookupOfferProps {
  form: CitizenForm;
  /** The record being edited: its own document is not offered back. */
  editingId?: number;
}

export function IdLookupOffer({ form, editingId }: IdLookupOfferProps) {
  const { permissions } = useSession();
  const type = form.watch('document_type');
  const number = (form.watch('document_number') ?? '').trim();
  const complete = (type === 'DNI' || type === 'RUC') && documentProblem(type, number) === null;
  const allowed = can(permissions, [...LOOKUP_KEYS]);
  const lookup = useQuery({
    queryKey: ['id-lookup', type, number],
    queryFn: () => api<IdLookupAnswer>(`${ID_LOOKUP_PATH}?document_type=${type}&number=${encodeURIComponent(number)}`),
    enabled: complete && allowed,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!complete || !allowed) return null;
  if (lookup.isPending) {
    return (
      <p className="notice notice-info form-grid-full" role="status">
        Buscando el {type} {number}…
      </p>
    );
  }
  if (lookup.isError) {
    return (
      <p className="notice notice-warn form-grid-full" role="status">
        {errorMessage(lookup.error)}
      </p>
    );
  }
  const { data, message } = lookup.data;
  if (!data || (data.source === 'registry' && data.citizen_id === editingId)) {
    return data ? null : (
      <p className="notice notice-info form-grid-full" role="status">
        {message} Escriba sus datos.
      </p>
    );
  }
  return <Offer key={`${type}${number}`} form={form} found={data} message={message} />;
}

function Offer({ form, found, message }: { form: CitizenForm; found: IdLookupResult; message: string }) {
  const typed = useWatch({ control: form.control, name: FILLED });
  const personType = useWatch({ control: form.control, name: 'person_type' });
  if (found.source === 'registry') {
    return (
      <p className="notice notice-warn form-grid-full" role="status">
        {message}
      </p>
    );
  }
  const current = (field: Filled) => {
    const value = typed[FILLED.indexOf(field)];
    return typeof value === 'string' ? value.trim() : '';
  };
  const offered = FILLED.filter((field) => found[field]);
  const empty = offered.filter((field) => current(field) === '');
  // What the person typed that the found data would change: never replaced without saying so.
  const typedOver = offered.filter((field) => current(field) !== '' && current(field) !== found[field]);
  const apply = (fields: readonly Filled[]) => {
    if (found.person_type !== personType) form.setValue('person_type', found.person_type);
    for (const field of fields) form.setValue(field, found[field] ?? '', { shouldDirty: true, shouldValidate: true });
  };
  const label = (field: Filled) => CITIZEN_FIELD_LABELS[field]?.replace(/ \(.*\)$/, '') ?? field;
  const name = found.business_name ?? [found.names, found.surnames].filter(Boolean).join(' ');
  return (
    <div className="notice notice-info form-grid-full id-lookup-offer" role="status" aria-label="Datos encontrados">
      <div>
        <p>
          {message} <strong>{name}</strong>
          {found.status && ` (${found.status})`}
          {found.ubigeo && ` · ${ubigeoLabel(found.ubigeo)}`}
        </p>
        {empty.length === 0 && typedOver.length === 0 && <p>El formulario tiene estos datos.</p>}
        {typedOver.length > 0 && (
          <p>
            Lo que usted escribió no se cambia sin pedirlo. {found.source_label} dice:{' '}
            {typedOver.map((field) => `${label(field)} «${shown(field, found[field])}»`).join(', ')}.
          </p>
        )}
        <div className="id-lookup-actions">
          {empty.length > 0 && (
            <Button
              type="button"
              size="small"
              label={typedOver.length > 0 ? 'Completar los campos vacíos' : 'Completar con estos datos'}
              onClick={() => apply(empty)}
            />
          )}
          {typedOver.length > 0 && (
            <Button
              type="button"
              size="small"
              outlined
              label="Reemplazar lo escrito"
              onClick={() => apply(typedOver)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
