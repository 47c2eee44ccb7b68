/** "Nueva unidad" and its edit: code, title, kind, box, the producing office, series and subseries, medium, notes. */

import { archiveExpedientInput } from '@shared/schemas/archive-expedients';
import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { FormSection } from '../../../lib/form/FormSection';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormTextField } from '../../../lib/form/FormTextField';
import { LookupField } from '../../../lib/form/LookupField';
import { NumberField } from '../../../lib/form/NumberField';
import { OfficeField } from '../../../lib/form/OfficeField';
import { SelectField } from '../../../lib/form/SelectField';
import { SubseriesField } from '../../../lib/form/SubseriesField';
import { EXPEDIENTS_PATH, type Expedient, KIND_OPTIONS, MEDIUM_OPTIONS } from '../archive-expedients.record';

const values = (u: Expedient) => ({
  code: u.code,
  title: u.title,
  kind: u.kind,
  box_number: u.box_number,
  container_id: u.container_id,
  office_id: u.office_id,
  series_id: u.series_id,
  subseries_id: u.subseries_id,
  medium: u.medium,
  notes: u.notes ?? '',
});

export default function ExpedientFormPage() {
  return (
    <ResourceFormPage<typeof archiveExpedientInput, Expedient>
      resource="archive-expedients"
      basePath={EXPEDIENTS_PATH}
      noun="unidad"
      feminine
      schema={archiveExpedientInput}
      defaults={{
        code: '',
        title: '',
        kind: 'caja',
        box_number: null,
        container_id: null,
        office_id: undefined,
        series_id: null,
        subseries_id: null,
        medium: 'fisico',
        notes: '',
      }}
      toValues={values}
      lockedReason={() => 'Una unidad transferida, eliminada o de conservación permanente ya no se edita.'}
      afterSave={(unit) => `${EXPEDIENTS_PATH}/${unit.id}`}
      fields={(form, unit) => (
        <>
          <FormSection title="Unidad" />
          <FormTextField
            form={form}
            name="code"
            label="Código"
            maxLength={40}
            hint="Único en el archivo, p. ej. CAJA-073 o EXP-2026-014."
            autoFocus
          />
          <SelectField control={form.control} name="kind" label="Tipo" options={KIND_OPTIONS} />
          <FormTextField form={form} name="title" label="Título" maxLength={300} />
          <NumberField control={form.control} name="box_number" label="N.° de caja (opcional)" />
          <ContainerField control={form.control} unit={unit} />
          <SelectField control={form.control} name="medium" label="Soporte" options={MEDIUM_OPTIONS} />
          <FormSection title="Procedencia y clasificación" />
          <OfficeField control={form.control} name="office_id" label="Oficina productora" current={unit?.office} />
          <SeriesFields control={form.control} onSeries={() => form.setValue('subseries_id', null)} />
          <FormTextAreaField form={form} name="notes" label="Observaciones (opcional)" maxLength={1000} />
        </>
      )}
    />
  );
}

type Values = z.input<typeof archiveExpedientInput>;

/** The box an expedient goes in: only for what is not itself a box. */
function ContainerField({ control, unit }: { control: Control<Values>; unit: Expedient | undefined }) {
  const kind = useWatch({ control, name: 'kind' });
  if (kind === 'caja') return <span aria-hidden="true" className="hide-mobile" />;
  return (
    <LookupField
      control={control}
      name="container_id"
      label="Dentro de la caja (opcional)"
      resource="archive-expedients"
      initial={unit?.container ? [{ id: unit.container.id, label: unit.container.code }] : []}
    />
  );
}

/** The series of the producing office (and those of every office), and the chosen series' subseries. */
function SeriesFields({ control, onSeries }: { control: Control<Values>; onSeries: () => void }) {
  const officeId = useWatch({ control, name: 'office_id' });
  return (
    <>
      <LookupField
        control={control}
        name="series_id"
        label="Serie (la pide el cierre)"
        resource="series"
        params={{ office_id: officeId }}
        hint={officeId ? undefined : 'Elija primero la oficina productora: se muestran sus series.'}
        onSelect={onSeries}
      />
      <SubseriesField control={control} />
    </>
  );
}
