/**
 * A citizen autocomplete (sender, recipient…) with a "+" button that registers a new citizen in
 * a dialog and selects it, so the clerk never leaves the form they are filling in. What was
 * typed and not picked (e.g. a document number searched in vain) starts the new citizen's form.
 */
import type { LookupOption } from '@shared/crud';
import { can } from '@shared/permissions';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { CitizenQuickCreate } from '../citizens/CitizenQuickCreate';
import { useSession } from '../session';
import { LookupField } from './LookupField';

interface CitizenLookupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The current citizen's option, so an edit form shows its name without a lookup. */
  initial?: LookupOption[];
}

export function CitizenLookupField<T extends FieldValues>({
  control,
  name,
  label,
  initial = [],
}: CitizenLookupFieldProps<T>) {
  const { permissions } = useSession();
  const { field } = useController({ control, name });
  const [creating, setCreating] = useState(false);
  const typed = useRef('');
  const [draft, setDraft] = useState('');
  const [created, setCreated] = useState<LookupOption[]>([]);
  const mayCreate = can(permissions, ['citizens-create']);
  return (
    <>
      <LookupField
        control={control}
        name={name}
        label={label}
        resource="citizens"
        placeholder="Nombre, razón social o número de documento"
        initial={[...initial, ...created]}
        onType={(text) => {
          typed.current = text;
        }}
        onSelect={(option) => {
          if (option) typed.current = '';
        }}
        action={
          mayCreate && (
            <Button
              type="button"
              icon="pi pi-user-plus"
              outlined
              aria-label="Registrar nuevo destinatario"
              tooltip="Registrar nuevo destinatario"
              tooltipOptions={{ position: 'top' }}
              onClick={() => {
                setDraft(typed.current);
                setCreating(true);
              }}
            />
          )
        }
      />
      {mayCreate && (
        <CitizenQuickCreate
          visible={creating}
          draft={draft}
          onHide={() => setCreating(false)}
          onCreated={(option) => {
            setCreated((previous) => [...previous, option]);
            field.onChange(option.id as PathValue<T, Path<T>>);
            setCreating(false);
          }}
        />
      )}
    </>
  );
}
