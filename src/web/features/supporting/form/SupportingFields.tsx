/**
 * The supporting document form's fields, in the order a worker reads the paper: what it is, its
 * number of reference, who sent it (or whom it is for), its content, and how it is filed.
 */

import { can } from '@shared/permissions';
import { InputText } from 'primereact/inputtext';
import { useWatch } from 'react-hook-form';
import { CitizenLookupField } from '../../../lib/form/CitizenLookupField';
import { DateField } from '../../../lib/form/DateField';
import { DateTimeField } from '../../../lib/form/DateTimeField';
import { Field } from '../../../lib/form/Field';
import { FormSection } from '../../../lib/form/FormSection';
import { LookupField } from '../../../lib/form/LookupField';
import { OfficeField } from '../../../lib/form/OfficeField';
import { SelectField } from '../../../lib/form/SelectField';
import { TextField } from '../../../lib/form/TextField';
import { DocumentContentFields } from '../../../lib/records/DocumentContentFields';
import { FilingFields } from '../../../lib/records/FilingFields';
import { useSession } from '../../../lib/session';
import { PARTY_OPTIONS, type SupportingKind } from '../supporting.record';
import type { KnownOptions, SupportingForm } from './values';

interface Props {
  form: SupportingForm;
  kind: SupportingKind;
  known: KnownOptions;
  /** Editing: the number already names the office and type, which stay. */
  editing: boolean;
}

export function SupportingFields({ form, kind, known, editing }: Props) {
  const { permissions, user } = useSession();
  const { control, register, formState, setValue } = form;
  const errors = formState.errors;
  const partyKind = useWatch({ control, name: 'party_kind' });
  const anyOffice = can(permissions, [kind.anyOffice]) && !editing;
  return (
    <>
      <FormSection title="Documento" />
      <LookupField
        control={control}
        name="type_id"
        label={kind.typeLabel}
        resource={kind.typeResource}
        placeholder="Informe, memorando, oficio…"
        initial={known.type}
        disabled={editing}
        hint={editing ? 'El número ya corresponde a este tipo.' : undefined}
        autoFocus={!editing}
      />
      {anyOffice ? (
        <OfficeField control={control} name="office_id" label="Oficina" initial={known.office} />
      ) : (
        <Field id="office_display" label="Oficina" hint="El documento se numera en esta oficina.">
          <InputText
            id="office_display"
            value={known.office[0]?.label ?? (user?.office ? `${user.office.code} - ${user.office.name}` : '')}
            disabled
            aria-describedby="office_display-hint"
            className="w-full"
          />
        </Field>
      )}
      <DateTimeField control={control} name="document_at" label={kind.dateLabel} />
      <TextField
        id="reference"
        label={kind.referenceLabel}
        hint={kind.referenceHint}
        autoComplete="off"
        maxLength={120}
        error={errors.reference}
        registration={register('reference')}
      />
      <DateField control={control} name="reference_date" label={kind.referenceDateLabel} />

      <FormSection title={kind.partyLabel} />
      <SelectField
        control={control}
        name="party_kind"
        label={`Tipo de ${kind.partyLabel.toLocaleLowerCase('es')}`}
        options={PARTY_OPTIONS}
      />
      {partyKind === 'oficina' && (
        <OfficeField control={control} name="party_office_id" label={kind.partyLabel} initial={known.partyOffice} />
      )}
      {partyKind === 'persona' && (
        <LookupField
          control={control}
          name="party_user_id"
          label={kind.partyLabel}
          resource="users"
          placeholder="Nombre de la persona"
          initial={known.partyUser}
        />
      )}
      {partyKind === 'ciudadano' && (
        <CitizenLookupField
          control={control}
          name="party_citizen_id"
          label={kind.partyLabel}
          initial={known.partyCitizen}
        />
      )}

      <DocumentContentFields control={control} register={register} summaryRows={2} />
      <FilingFields control={control} setValue={setValue} />

      <FormSection title="Relacionado con" />
      <LookupField
        control={control}
        name="entry_id"
        label="Ingreso (opcional)"
        resource="entries"
        initial={known.entry}
        placeholder="Número o asunto del ingreso"
        hint="Un ingreso de mesa de partes que usted pueda ver."
      />
      <LookupField
        control={control}
        name="output_id"
        label="Salida (opcional)"
        resource="outputs"
        initial={known.output}
        placeholder="Número o asunto de la salida"
      />
    </>
  );
}
