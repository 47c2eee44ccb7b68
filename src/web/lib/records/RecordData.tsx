/** The data panel of a registered document's page: titled groups of label/value pairs, and how it is filed. */
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { useLookupOption } from '../crud/hooks';
import type { DataGroupDef, DocumentRecord } from './module';

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

export function DataItem({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'detail-wide' : undefined}>
      <dt>{label}</dt>
      <dd>{isEmpty(children) ? <span className="text-muted">—</span> : children}</dd>
    </div>
  );
}

export function DataGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = `data-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="record-data-group" aria-labelledby={id}>
      <h2 id={id} className="record-data-title">
        {title}
      </h2>
      <dl className="detail-grid">{children}</dl>
    </section>
  );
}

/** The option label of a series or subseries id: the record carries only the id. */
function CatalogName({ resource, id }: { resource: string; id: number }) {
  const option = useLookupOption(resource, id);
  if (!option.data) return <span className="text-muted">…</span>;
  return (
    <>
      {option.data.description && <span className="text-muted">{option.data.description} · </span>}
      {option.data.label}
    </>
  );
}

export interface Filing {
  classification: { name: string; restricted: boolean } | null;
  series_id: number | null;
  subseries_id: number | null;
}

/** Classification (restricted ones tagged), series and subseries. */
export function FilingItems({ record }: { record: Filing }) {
  return (
    <>
      <DataItem label="Clasificación">
        {record.classification && (
          <span className="record-inline">
            {record.classification.name}
            {record.classification.restricted && <Tag severity="warning" icon="pi pi-lock" value="Reservado" />}
          </span>
        )}
      </DataItem>
      <DataItem label="Serie documental">
        {record.series_id !== null && <CatalogName resource="series" id={record.series_id} />}
      </DataItem>
      {record.subseries_id !== null && (
        <DataItem label="Subserie documental">
          <CatalogName resource="subseries" id={record.subseries_id} />
        </DataItem>
      )}
    </>
  );
}

/** The record's data panel, group after group as the module declares them. */
export function RecordDataPanel<T extends DocumentRecord>({
  groups,
  record,
}: {
  groups: DataGroupDef<T>[];
  record: T;
}) {
  return (
    <div className="panel record-data">
      {groups.map((group) => (
        <DataGroup key={group.title} title={group.title}>
          {group.items.map((item) => {
            const value = item.value(record);
            if (item.optional && isEmpty(value)) return null;
            return (
              <DataItem key={item.label} label={item.label} wide={item.wide}>
                {value}
              </DataItem>
            );
          })}
          {group.filing && <FilingItems record={record as unknown as T & Filing} />}
        </DataGroup>
      ))}
    </div>
  );
}
