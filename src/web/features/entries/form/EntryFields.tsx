/**
 * The registration form's fields in the order a clerk reads the document: what it is and who
 * sends it, then where it goes and by when, then when and how it arrived, then where it is filed.
 */
import { ENTRY_CHANNELS, ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { CitizenLookupField } from '../../../lib/form/CitizenLookupField';
import { DateField } from '../../../lib/form/DateField';
import { DateTimeField } from '../../../lib/form/DateTimeField';
import { FormSection } from '../../../lib/form/FormSection';
import { LookupField } from '../../../lib/form/LookupField';
import { labelOptions, SelectField } from '../../../lib/form/SelectField';
import { TextField } from '../../../lib/form/TextField';
import { DocumentContentFields } from '../../../lib/records/DocumentContentFields';
import { FilingFields } from '../../../lib/records/FilingFields';
import type { Entry } from '../entries.record';
import { ResponseDaysField } from './ResponseDaysField';
import { type EntryForm, knownOptions } from './values';

const CHANNEL_OPTIONS = labelOptions(ENTRY_CHANNELS);
const PRIORITY_OPTIONS = labelOptions(ENTRY_PRIORITIES);

export function EntryFields({ form, record }: { form: EntryForm; record: Entry | undefined }) {
  const { control, register, setValue, formState } = form;
  const errors = formState.errors;
  const destination = useWatch({ control, name: 'destination_office_id' });
  const known = useMemo(() => knownOptions(record), [record]);
  return (
    <>
      <FormSection title="Documento recibido" />
      <LookupField
        control={control}
        name="type_entry_id"
        label="Tipo de ingreso"
        resource="type-entries"
        placeholder="Solicitud, oficio, carta…"
        initial={known.type}
        autoFocus
        onSelect={(option) => {
          const days = option?.extra?.response_days;
          if (typeof days === 'number') setValue('response_days', days);
        }}
      />
      <CitizenLookupField control={control} name="sender_id" label="Remitente" initial={known.sender} />
      <TextField
        id="sender_reference"
        label="Documento del remitente (opcional)"
        hint="Por ejemplo: Carta N.° 012-2026-GR"
        autoComplete="off"
        maxLength={120}
        error={errors.sender_reference}
        registration={register('sender_reference')}
      />
      <DateField control={control} name="sender_date" label="Fecha del documento (opcional)" />
      <DocumentContentFields control={control} register={register} summaryRows={2} />

      <FormSection title="Destino y plazo" />
      <LookupField
        control={control}
        name="destination_office_id"
        label="Oficina de destino"
        resource="offices"
        placeholder="Código o nombre de la oficina"
        initial={known.office}
        onSelect={() => setValue('assignee_id', null)}
      />
      <LookupField
        control={control}
        name="assignee_id"
        label="Responsable (opcional)"
        resource="users"
        params={{ office_id: destination }}
        disabled={!destination}
        hint={destination ? 'Una persona de la oficina de destino.' : 'Elija primero la oficina de destino.'}
        placeholder="Nombre de la persona"
        initial={known.assignee}
      />
      <SelectField control={control} name="priority" label="Prioridad" options={PRIORITY_OPTIONS} />
      <ResponseDaysField control={control} />

      <FormSection title="Recepción" />
      <DateTimeField control={control} name="received_at" label="Fecha y hora de recepción" />
      <SelectField control={control} name="channel" label="Canal" options={CHANNEL_OPTIONS} />

      <FilingFields control={control} setValue={setValue} classification={known.classification} />
    </>
  );
}
