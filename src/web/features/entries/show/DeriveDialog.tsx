/**
 * "Derivar": one or more destinations, each an office, optionally a person of that office, the
 * action expected of them and instructions. Each destination becomes a movement of the route sheet.
 * An entry that has not moved yet starts from the destination chosen at registration; otherwise an
 * office head's dialog starts from their own office, so its people are offered first.
 */

import { zodResolver } from '@hookform/resolvers/zod';
import type { LookupOption } from '@shared/crud';
import { deriveInput, MOVEMENT_ACTIONS } from '@shared/schemas/entries';
import type { UserOffice } from '@shared/schemas/user';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useRef } from 'react';
import { type Control, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DeskForm } from '../../../lib/form/DeskForm';
import { LookupField } from '../../../lib/form/LookupField';
import { OfficeField } from '../../../lib/form/OfficeField';
import { SelectField } from '../../../lib/form/SelectField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormSubmit } from '../../../lib/form/serverErrors';
import { TextAreaField } from '../../../lib/form/TextAreaField';
import { personName } from '../../../lib/records/names';
import type { Entry } from '../entries.record';

const destinationsInput = deriveInput.pick({ destinations: true });
type DeriveValues = z.input<typeof destinationsInput>;
export type Destinations = z.output<typeof destinationsInput>['destinations'];

const ACTION_OPTIONS = Object.entries(MOVEMENT_ACTIONS).map(([value, label]) => ({ value, label }));
/** A new row has no office yet: the schema then asks for one ("Este campo es obligatorio."). */
const NEW_DESTINATION = {
  office_id: null,
  user_id: null,
  action: 'atencion',
  instructions: '',
} as unknown as DeriveValues['destinations'][number];
const MAX_DESTINATIONS = 20;

/** Where the first destination starts: an office, and maybe a person of it. */
export interface DeriveStart {
  office: LookupOption;
  person: LookupOption | null;
}

interface DeriveDialogProps {
  visible: boolean;
  number: string;
  start?: DeriveStart | null;
  onHide: () => void;
  onDerive: (destinations: Destinations) => Promise<unknown>;
}

export function DeriveDialog({ visible, number, start, onHide, onDerive }: DeriveDialogProps) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={`Derivar ingreso ${number}`}
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '44rem' }}
    >
      {visible && <DeriveForm start={start ?? null} onCancel={onHide} onDerive={onDerive} />}
    </Dialog>
  );
}

function DeriveForm({
  start,
  onCancel,
  onDerive,
}: {
  start: DeriveStart | null;
  onCancel: () => void;
  onDerive: DeriveDialogProps['onDerive'];
}) {
  const form = useForm<DeriveValues, unknown, z.output<typeof destinationsInput>>({
    resolver: zodResolver(destinationsInput),
    defaultValues: {
      destinations: [
        start ? { ...NEW_DESTINATION, office_id: start.office.id, user_id: start.person?.id ?? null } : NEW_DESTINATION,
      ],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'destinations' });
  const submit = useFormSubmit(form, async ({ destinations }) => {
    await onDerive(destinations);
  });
  const errors = form.formState.errors.destinations;
  return (
    <DeskForm
      className="form derive-form"
      noValidate
      aria-label="Derivar ingreso"
      onSubmit={(event) => void submit(event)}
    >
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="derive-destination">
          <legend>
            Destino {index + 1}
            {rows.fields.length > 1 && (
              <Button
                type="button"
                icon="pi pi-times"
                rounded
                text
                severity="secondary"
                size="small"
                aria-label={`Quitar destino ${index + 1}`}
                onClick={() => rows.remove(index)}
              />
            )}
          </legend>
          <DestinationFields
            control={form.control}
            index={index}
            start={index === 0 ? start : null}
            onOfficeChange={() => form.setValue(`destinations.${index}.user_id`, null)}
          />
          <TextAreaField
            id={`destinations.${index}.instructions`}
            label="Instrucciones"
            rows={2}
            maxLength={1000}
            error={errors?.[index]?.instructions}
            registration={form.register(`destinations.${index}.instructions`)}
          />
        </fieldset>
      ))}
      {rows.fields.length < MAX_DESTINATIONS && (
        <Button
          type="button"
          label="Agregar otro destino"
          icon="pi pi-plus"
          text
          size="small"
          className="derive-add"
          onClick={() => rows.append(NEW_DESTINATION)}
        />
      )}
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onCancel} />
        <SubmitButton label="Derivar" icon="pi-send" loading={form.formState.isSubmitting} />
      </div>
    </DeskForm>
  );
}

function DestinationFields({
  control,
  index,
  start,
  onOfficeChange,
}: {
  control: Control<DeriveValues>;
  index: number;
  start: DeriveStart | null;
  onOfficeChange: () => void;
}) {
  const officeId = useWatch({ control, name: `destinations.${index}.office_id` });
  // Another office: the person chosen belonged to the previous one.
  const previous = useRef(officeId);
  useEffect(() => {
    if (previous.current === officeId) return;
    previous.current = officeId;
    onOfficeChange();
  }, [officeId, onOfficeChange]);
  return (
    <div className="form-grid derive-grid">
      <OfficeField
        control={control}
        name={`destinations.${index}.office_id`}
        label="Oficina"
        initial={start ? [start.office] : undefined}
      />
      <LookupField
        control={control}
        name={`destinations.${index}.user_id`}
        label="Persona (opcional)"
        resource="users"
        params={{ office_id: officeId }}
        disabled={!officeId}
        placeholder={officeId ? 'Toda la oficina' : 'Elija primero la oficina'}
        initial={start?.person ? [start.person] : undefined}
      />
      <SelectField
        control={control}
        name={`destinations.${index}.action`}
        id={`destinations.${index}.action`}
        label="Acción"
        options={ACTION_OPTIONS}
      />
    </div>
  );
}

/**
 * Where the first destination starts: an entry that has not moved yet goes, by default, where it
 * was registered to go; otherwise an office head derives among their own office's people first.
 */
export function deriveStart(entry: Entry, own?: UserOffice | null): DeriveStart | null {
  if (entry.movements.length > 0 || !entry.destination_office) {
    return own?.head ? { office: { id: own.id, label: `${own.code} - ${own.name}` }, person: null } : null;
  }
  const { code, name } = entry.destination_office;
  return {
    office: { id: entry.destination_office_id, label: `${code} - ${name}` },
    person:
      entry.assignee_id !== null && entry.assignee
        ? { id: entry.assignee_id, label: personName(entry.assignee) }
        : null,
  };
}
