/** How series and subseries show their retention: years per archive and final disposition. */
import { DISPOSITIONS, type Disposition } from '@shared/schemas/catalogs';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Link } from 'react-router';
import { ActiveTag, activeColumn, type ColumnDef, codeName } from './crud/columns';
import { NumberField } from './form/NumberField';
import { SelectField } from './form/SelectField';
import type { CodeName } from './records/names';
import { DataItem } from './records/RecordData';

/** The retention fields series and subseries share. */
export interface RetentionFields {
  code: string;
  name: string;
  office_id: number | null;
  office: CodeName | null;
  years_office: number;
  years_central: number;
  disposition: Disposition;
  active: boolean;
}

export const DISPOSITION_OPTIONS = Object.entries(DISPOSITIONS).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));

export function dispositionLabel(value: unknown): string {
  return DISPOSITIONS[value as Disposition] ?? String(value);
}

export function years(n: number): string {
  return n === 1 ? '1 año' : `${n} años`;
}

/** The label the offices and series lookups give a record: "GAF - Gerencia de …". */
export function lookupLabel(value: CodeName): string {
  return `${value.code} - ${value.name}`;
}

/** "2 + 8 años": office archive + central archive. */
export function Retention({ row }: { row: { years_office: number; years_central: number } }) {
  return (
    <span title={`Archivo de gestión: ${years(row.years_office)}; archivo central: ${years(row.years_central)}`}>
      {row.years_office} + {years(row.years_central)}
    </span>
  );
}

export function DispositionCell({ value }: { value: Disposition }) {
  return (
    <span className="disposition" title={dispositionLabel(value)}>
      <span className="disposition-code">{value}</span>
      <span className="disposition-label">{dispositionLabel(value)}</span>
    </span>
  );
}

/** Spanish names of the retention fields, for the Historial tab. */
export const RETENTION_HISTORY_LABELS: Record<string, string> = {
  code: 'Código',
  name: 'Nombre',
  office_id: 'Oficina productora',
  years_office: 'Años en archivo de gestión',
  years_central: 'Años en archivo central',
  disposition: 'Disposición final',
  active: 'Activa',
};

export const HISTORY_FORMATS = { disposition: (v: unknown) => `${String(v)} · ${dispositionLabel(v)}` };

/** A related record in a table cell: its code, with the name below on wide screens. */
export function RelatedCell({ value }: { value: CodeName | null }) {
  if (!value) return <span className="text-muted">—</span>;
  return (
    <span className="cell-stack" title={lookupLabel(value)}>
      <span className="cell-code">{value.code}</span>
      <small className="hide-mobile">{value.name}</small>
    </span>
  );
}

/** History values that are ids: named when they are the record's current related record. */
export function relatedFormat(current: CodeName | null): (value: unknown) => string {
  return (value) => (current && Number(value) === current.id ? lookupLabel(current) : `N.º ${String(value)}`);
}

/** The producing office and retention as a form takes them: to edit a series or subseries, or a subseries started from its series. */
export const retentionValues = (
  r: Pick<RetentionFields, 'office_id' | 'years_office' | 'years_central' | 'disposition'>,
) => ({
  office_id: r.office_id,
  years_office: r.years_office,
  years_central: r.years_central,
  disposition: r.disposition,
});

/** The retention part of the series and subseries forms: years per archive and final disposition. */
export function RetentionFormFields<T extends FieldValues>({ control, note }: { control: Control<T>; note: string }) {
  return (
    <>
      <div className="form-section form-grid-full">
        <h2>Plazos de retención</h2>
        <p>{note}</p>
      </div>
      <NumberField control={control} name={'years_office' as Path<T>} label="Años en archivo de gestión" />
      <NumberField control={control} name={'years_central' as Path<T>} label="Años en archivo central" />
      <SelectField
        control={control}
        name={'disposition' as Path<T>}
        label="Disposición final"
        options={DISPOSITION_OPTIONS}
      />
    </>
  );
}

/**
 * The name, a link to the record's page; on a phone the code column is hidden, so the code (or
 * what `code` gives) goes above the name.
 */
export function nameColumn<T extends RetentionFields & { id: number }>(
  path: (row: T) => string,
  code: (row: T) => string = (row) => row.code,
): ColumnDef<T> {
  return {
    field: 'name',
    header: 'Nombre',
    body: (row) => (
      <span className="cell-stack">
        <small className="cell-code show-mobile">{code(row)}</small>
        <Link to={path(row)} className="cell-link">
          {row.name}
        </Link>
      </span>
    ),
  };
}

/** The list columns series and subseries share: producing office, retention, disposition, state. */
export function retentionColumns<T extends RetentionFields>(): ColumnDef<T>[] {
  return [
    {
      field: 'office',
      header: 'Oficina productora',
      hideOnMobile: true,
      body: (row) => <RelatedCell value={row.office} />,
    },
    {
      field: 'years_office',
      header: 'Retención (gestión + central)',
      hideOnMobile: true,
      body: (row) => <Retention row={row} />,
    },
    {
      field: 'disposition',
      header: 'Disposición final',
      hideOnMobile: true,
      body: (row) => <DispositionCell value={row.disposition} />,
    },
    activeColumn(),
  ];
}

/** A series' or subseries' page: producing office, state, years per archive and final disposition. */
export function RetentionItems({ record }: { record: RetentionFields }) {
  return (
    <>
      <DataItem label="Oficina productora">{codeName(record.office)}</DataItem>
      <DataItem label="Estado">
        <ActiveTag active={record.active} />
      </DataItem>
      <DataItem label="Archivo de gestión">{years(record.years_office)}</DataItem>
      <DataItem label="Archivo central">{years(record.years_central)}</DataItem>
      <DataItem label="Disposición final">
        {record.disposition} · {dispositionLabel(record.disposition)}
      </DataItem>
    </>
  );
}
