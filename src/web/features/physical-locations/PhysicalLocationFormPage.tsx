/**
 * Create and edit a location. Opened from a node (`?kind=estante&parent_id=7`) the new one starts
 * there; choosing another parent moves the node with everything it holds.
 */
import {
  LOCATION_KIND_LABELS,
  LOCATION_KINDS,
  type LocationKind,
  parentKindOf,
  physicalLocationInput,
} from '@shared/schemas/archive';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextAreaField } from '../../lib/form/FormTextAreaField';
import { FormTextField } from '../../lib/form/FormTextField';
import { NumberField } from '../../lib/form/NumberField';
import { SelectField } from '../../lib/form/SelectField';
import { LOCATIONS_BASE, type PhysicalLocation } from './types';
import { locationLabel, useLocationTree } from './useLocationTree';
import './physical-locations.css';

type Form = UseFormReturn<z.input<typeof physicalLocationInput>, unknown, z.output<typeof physicalLocationInput>>;

const KIND_OPTIONS = LOCATION_KINDS.map((value) => ({ value, label: LOCATION_KIND_LABELS[value] }));

function isKind(value: string | null): value is LocationKind {
  return (LOCATION_KINDS as readonly string[]).includes(value ?? '');
}

/** Where the node hangs and, for a level, how many boxes it holds: both follow the chosen kind. */
function PlacementFields({ form, editingId }: { form: Form; editingId: number | undefined }) {
  const tree = useLocationTree();
  const kind = form.watch('kind');
  const parentKind = isKind(kind) ? parentKindOf(kind) : null;
  const { setValue, getValues } = form;
  useEffect(() => {
    if (kind !== 'nivel' && getValues('capacity') !== null) setValue('capacity', null);
    if (parentKind === null && getValues('parent_id') !== null) setValue('parent_id', null);
  }, [kind, parentKind, setValue, getValues]);
  const options = (tree.data ?? [])
    .filter((node) => node.kind === parentKind && node.id !== editingId)
    .map((node) => ({ value: node.id, label: locationLabel(node) }));
  return (
    <>
      {parentKind && (
        <div className="form-grid-full location-parent-field">
          <SelectField
            control={form.control}
            name="parent_id"
            label={`${LOCATION_KIND_LABELS[parentKind]} que lo contiene`}
            options={options}
            placeholder={tree.isPending ? 'Cargando ubicaciones…' : 'Seleccione'}
          />
        </div>
      )}
      {kind === 'nivel' && (
        <NumberField
          control={form.control}
          name="capacity"
          label="Capacidad"
          suffix=" cajas"
          hint="Posiciones del nivel: P01, P02…"
        />
      )}
    </>
  );
}

export default function PhysicalLocationFormPage() {
  const [search] = useSearchParams();
  const kind = search.get('kind');
  const parentId = Number(search.get('parent_id')) || null;
  return (
    <ResourceFormPage<typeof physicalLocationInput, PhysicalLocation>
      resource="physical-locations"
      basePath={LOCATIONS_BASE}
      noun="ubicación"
      feminine
      schema={physicalLocationInput}
      defaults={{
        kind: isKind(kind) ? kind : 'edificio',
        parent_id: parentId,
        code: '',
        name: null,
        capacity: null,
        notes: null,
      }}
      toValues={(r) => ({
        kind: r.kind,
        parent_id: r.parent_id,
        code: r.code,
        name: r.name,
        capacity: r.capacity,
        notes: r.notes,
      })}
      afterSave={(record) => `${LOCATIONS_BASE}/${record.id}`}
      fields={(form, record) => (
        <>
          <SelectField control={form.control} name="kind" label="Tipo" options={KIND_OPTIONS} />
          <FormTextField form={form} name="code" label="Código" autoFocus />
          <PlacementFields form={form} editingId={record?.id} />
          <div className="form-grid-full">
            <FormTextField form={form} name="name" label="Nombre (opcional)" />
          </div>
          <div className="form-grid-full">
            <FormTextAreaField form={form} name="notes" label="Observaciones" maxLength={500} />
          </div>
        </>
      )}
    />
  );
}
