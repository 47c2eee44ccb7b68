/** «Subserie (opcional)»: the subseries of the series the form has chosen (`series_id`). */
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { LookupField } from './LookupField';

export function SubseriesField<T extends FieldValues>({ control }: { control: Control<T> }) {
  const seriesId = useWatch({ control, name: 'series_id' as Path<T> }) as number | null | undefined;
  return (
    <LookupField
      control={control}
      name={'subseries_id' as Path<T>}
      label="Subserie (opcional)"
      resource="subseries"
      params={{ series_id: seriesId }}
    />
  );
}
