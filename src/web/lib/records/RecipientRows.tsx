/**
 * The recipients of an output (or of an output request's proposal): one row per citizen (found, or registered on the spot), with the
 * delivery address and its INEI distrito — the citizen's own unless the clerk types another — and an attention line.
 */
import type { LookupOption } from '@shared/crud';
import { can } from '@shared/permissions';
import type { outputRecipientInput } from '@shared/schemas/outputs';
import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { type FieldValues, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Citizen } from '../citizens/citizen';
import { useResourceRecord } from '../crud/hooks';
import { CitizenLookupField } from '../form/CitizenLookupField';
import { TextField } from '../form/TextField';
import { UbigeoField } from '../form/UbigeoField';
import { RemoveButton } from '../RemoveButton';
import { useSession } from '../session';
import './recipients.css';

export type RecipientValues = z.input<typeof outputRecipientInput>;
type RecipientsForm = UseFormReturn<{ recipients: RecipientValues[] }>;

/** A row still without its citizen: the schema answers "Este campo es obligatorio." until one is chosen. */
export const emptyRecipient = (citizen_id?: number): RecipientValues =>
  ({ citizen_id, address: '', ubigeo: null, reference: '' }) as RecipientValues;

const MAX_RECIPIENTS = 50;

/** The citizen's record, for those who may read it (cached: one registered from the form is already there). */
function useCitizen(id: number | undefined) {
  const { permissions } = useSession();
  return useResourceRecord<Citizen>('citizens', can(permissions, ['citizens-show', 'citizens-index']) ? id : undefined);
}

interface RowProps {
  form: RecipientsForm;
  index: number;
  count: number;
  initial: LookupOption[];
  onRemove: () => void;
}

function RecipientRow({ form, index, count, initial, onRemove }: RowProps) {
  const { control, register, setValue, getValues, formState } = form;
  const citizenId = useWatch({ control, name: `recipients.${index}.citizen_id` }) as number | null | undefined;
  const citizen = useCitizen(citizenId ?? undefined);
  // Choosing a citizen brings their address and distrito; a row loaded with an address of its own keeps both.
  const filledFor = useRef(getValues(`recipients.${index}.address`) ? citizenId : undefined);
  useEffect(() => {
    if (!citizen.data || filledFor.current === citizen.data.id) return;
    filledFor.current = citizen.data.id;
    setValue(`recipients.${index}.address`, citizen.data.address ?? '');
    setValue(`recipients.${index}.ubigeo`, citizen.data.ubigeo ?? null);
  }, [citizen.data, index, setValue]);

  const errors = formState.errors.recipients?.[index];
  const number = index + 1;
  return (
    <li className="recipient-row" aria-label={`Destinatario ${number}`}>
      <div className="recipient-row-head">
        <span className="recipient-row-number">Destinatario {number}</span>
        {count > 1 && (
          <RemoveButton iconOnly name={`Quitar destinatario ${number}`} title="Quitar" onClick={onRemove} />
        )}
      </div>
      <div className="form-grid">
        <div className="form-grid-full">
          <CitizenLookupField
            control={control}
            name={`recipients.${index}.citizen_id`}
            label="Destinatario"
            initial={initial}
          />
        </div>
        <TextField
          id={`recipients.${index}.address`}
          label="Dirección de entrega"
          autoComplete="off"
          maxLength={300}
          hint={citizen.data && !citizen.data.address ? 'El destinatario no tiene dirección registrada.' : undefined}
          error={errors?.address}
          registration={register(`recipients.${index}.address`)}
        />
        <UbigeoField control={control} name={`recipients.${index}.ubigeo`} idPrefix={`recipients-${index}-`} />
        <TextField
          id={`recipients.${index}.reference`}
          label="Atención / referencia (opcional)"
          autoComplete="off"
          maxLength={200}
          error={errors?.reference}
          registration={register(`recipients.${index}.reference`)}
        />
      </div>
    </li>
  );
}

export function RecipientRows({
  form: anyForm,
  initial,
}: {
  form: RecipientsForm | UseFormReturn<FieldValues>;
  initial: LookupOption[];
}) {
  const form = anyForm as RecipientsForm;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'recipients' });
  const listError = form.formState.errors.recipients;
  const message = listError?.message ?? listError?.root?.message;
  return (
    <section className="form-grid-full recipient-section" aria-labelledby="recipients-title">
      <h2 id="recipients-title" className="form-section-title">
        Destinatarios
      </h2>
      <ol className="recipient-rows">
        {fields.map((field, index) => (
          <RecipientRow
            key={field.id}
            form={form}
            index={index}
            count={fields.length}
            initial={initial}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {message && (
        <small className="p-error field-message" role="alert">
          {message}
        </small>
      )}
      {fields.length < MAX_RECIPIENTS && (
        <Button
          type="button"
          label="Agregar destinatario"
          icon="pi pi-plus"
          outlined
          size="small"
          className="recipient-add"
          onClick={() => append(emptyRecipient(), { focusName: `recipients.${fields.length}.citizen_id` })}
        />
      )}
    </section>
  );
}
