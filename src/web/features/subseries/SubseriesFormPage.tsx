import { subseriesInput } from '@shared/schemas/catalogs';
import type { DefaultValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useResourceRecord } from '../../lib/crud/hooks';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextField } from '../../lib/form/FormTextField';
import { LookupField } from '../../lib/form/LookupField';
import { OfficeField } from '../../lib/form/OfficeField';
import { RetentionFormFields, retentionValues } from '../../lib/retention';
import { Spinner } from '../../lib/Spinner';
import type { ParentSeries, Subseries } from './retention';

type Values = DefaultValues<z.input<typeof subseriesInput>>;

/**
 * Create and edit. Opened from a series (`?series_id=7`), the new subseries starts in that series
 * with its producing office and retention, which the archivist then adjusts.
 */
export default function SubseriesFormPage() {
  const [search] = useSearchParams();
  const parentId = Number(search.get('series_id')) || undefined;
  const parent = useResourceRecord<ParentSeries>('series', parentId);
  if (parentId && parent.isPending) return <Spinner />;
  const from = parent.data;
  const defaults: Values = from
    ? { series_id: from.id, code: '', name: '', ...retentionValues(from) }
    : { series_id: parentId, code: '', name: '', office_id: null };
  const initialSeries = from ? [{ id: from.id, label: from.name, description: from.code }] : [];

  return (
    <ResourceFormPage<typeof subseriesInput, Subseries>
      resource="subseries"
      noun="subserie documental"
      feminine
      schema={subseriesInput}
      defaults={defaults}
      toValues={(r) => ({ series_id: r.series_id, code: r.code, name: r.name, ...retentionValues(r) })}
      // Back to the series it was started from; otherwise to the subseries itself.
      afterSave={(record) => (parentId ? `/series/${parentId}` : `/subseries/${record.id}`)}
      fields={(form, record) => (
        <>
          <div className="form-grid-full">
            <LookupField
              control={form.control}
              name="series_id"
              label="Serie"
              resource="series"
              placeholder="Escriba el código o el nombre de la serie"
              initial={
                record?.series
                  ? [{ id: record.series.id, label: record.series.name, description: record.series.code }]
                  : initialSeries
              }
            />
          </div>
          <FormTextField form={form} name="code" label="Código" autoFocus />
          <OfficeField
            control={form.control}
            name="office_id"
            label="Oficina productora"
            current={record?.office ?? from?.office}
          />
          <div className="form-grid-full">
            <FormTextField form={form} name="name" label="Nombre" />
          </div>
          <RetentionFormFields
            control={form.control}
            note={
              from
                ? `Tomados de la serie ${from.code}; ajústelos si la subserie tiene plazos propios.`
                : 'Años que los documentos permanecen en cada archivo antes de su disposición final.'
            }
          />
        </>
      )}
    />
  );
}
