/**
 * An entry's fields, in the order a clerk reads the document: what it is and who sends it, then
 * where it goes, then when and how it arrived. The entry form and an entry request (filled in by
 * the office, then by the operator who assigns it) both use them.
 */
import type { LookupOption } from '@shared/crud';
import { ENTRY_CHANNELS, ENTRY_PRIORITIES } from '@shared/schemas/entries';
import type { ReactNode } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { CitizenLookupField } from '../form/CitizenLookupField';
import { DateField } from '../form/DateField';
import { DateTimeField } from '../form/DateTimeField';
import { FormSection } from '../form/FormSection';
import { LookupField } from '../form/LookupField';
import { labelOptions, SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { DocumentContentFields } from './DocumentContentFields';

const CHANNEL_OPTIONS = labelOptions(ENTRY_CHANNELS);
/** «Despacho interno» is set by Folio when an office's signed document arrives: offered only to the entry that has it. */
const channelOptions = (current: unknown) =>
  CHANNEL_OPTIONS.filter((o) => o.value !== 'interno' || current === 'interno');
const PRIORITY_OPTIONS = labelOptions(ENTRY_PRIORITIES);

/** The lookups' current choices, so an edited record shows their names. */
export interface EntryKnown {
  type: LookupOption[];
  sender: LookupOption[];
  office: LookupOption[];
  assignee: LookupOption[];
}

interface EntryDocumentFieldsProps {
  form: UseFormReturn<FieldValues>;
  known: EntryKnown;
  /** The reception's date and time label: the entry's own, or a request's optional one. */
  receivedLabel: string;
  /** After the priority: the entry's response days (its section is then "Destino y plazo"). */
  deadline?: ReactNode;
  /** On choosing the type (the entry takes its response days). */
  onTypeSelect?: (option: LookupOption | null) => void;
  /** Under the document's content: the registration's likely-duplicate warning. */
  afterContent?: ReactNode;
}

export function EntryDocumentFields({
  form,
  known,
  receivedLabel,
  deadline,
  onTypeSelect,
  afterContent,
}: EntryDocumentFieldsProps) {
  const { control, register, setValue, formState } = form;
  const destination = useWatch({ control, name: 'destination_office_id' });
  const channel = useWatch({ control, name: 'channel' });
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
        onSelect={onTypeSelect}
      />
      <CitizenLookupField control={control} name="sender_id" label="Remitente" initial={known.sender} />
      <TextField
        id="sender_reference"
        label="Documento del remitente (opcional)"
        hint="Por ejemplo: Carta N.° 012-2026-GR"
        autoComplete="off"
        maxLength={120}
        error={formState.errors.sender_reference as never}
        registration={register('sender_reference')}
      />
      <DateField control={control} name="sender_date" label="Fecha del documento (opcional)" />
      <DocumentContentFields control={control} register={register} summaryRows={2} />
      {afterContent}

      <FormSection title={deadline ? 'Destino y plazo' : 'Destino'} />
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
      {deadline}

      <FormSection title="Recepción" />
      <DateTimeField control={control} name="received_at" label={receivedLabel} />
      <SelectField control={control} name="channel" label="Canal" options={channelOptions(channel)} />
    </>
  );
}
