/** The form's "Clasificación archivística": classification, then series and its subseries (a new series clears it). */
import type { LookupOption } from '@shared/crud';
import {
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { FormSection } from '../form/FormSection';
import { LookupField } from '../form/LookupField';

type FilingName = 'classification_id' | 'series_id' | 'subseries_id';

interface FilingFieldsProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** The current classification's option, so an edit form shows its name without a lookup. */
  classification?: LookupOption[];
}

export function FilingFields<T extends FieldValues & { [K in FilingName]?: number | null }>({
  control,
  setValue,
  classification,
}: FilingFieldsProps<T>) {
  const path = (name: FilingName) => name as Path<T>;
  const series = useWatch({ control, name: path('series_id') }) as number | null | undefined;
  return (
    <>
      <FormSection title="Clasificación archivística" />
      <LookupField
        control={control}
        name={path('classification_id')}
        label="Clasificación documental (opcional)"
        resource="document-classifications"
        initial={classification}
      />
      <span aria-hidden="true" className="hide-mobile" />
      <LookupField
        control={control}
        name={path('series_id')}
        label="Serie (opcional)"
        resource="series"
        onSelect={() => setValue(path('subseries_id'), null as PathValue<T, Path<T>>)}
      />
      <LookupField
        control={control}
        name={path('subseries_id')}
        label="Subserie (opcional)"
        resource="subseries"
        params={{ series_id: series }}
        disabled={!series}
        hint={series ? undefined : 'Elija primero la serie.'}
      />
    </>
  );
}
