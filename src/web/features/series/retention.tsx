/** How series (and their subseries) show their retention: years per archive and final disposition. */
import { DISPOSITIONS, type Disposition } from '@shared/schemas/catalogs';
import type { ResourceRecord } from '../../lib/crud/types';

export interface RelatedOffice {
  id: number;
  code: string;
  name: string;
}

export interface Series extends ResourceRecord {
  code: string;
  name: string;
  office_id: number | null;
  office: RelatedOffice | null;
  years_office: number;
  years_central: number;
  disposition: Disposition;
  active: boolean;
}

export interface SubseriesRow extends ResourceRecord {
  series_id: number;
  code: string;
  name: string;
  office_id: number | null;
  office: RelatedOffice | null;
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

/** Spanish names of the fields, for the Historial tab. */
export const HISTORY_LABELS: Record<string, string> = {
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
export function RelatedCell({ value }: { value: RelatedOffice | null }) {
  if (!value) return <span className="text-muted">—</span>;
  return (
    <span className="cell-stack" title={`${value.code} - ${value.name}`}>
      <span className="cell-code">{value.code}</span>
      <small className="hide-mobile">{value.name}</small>
    </span>
  );
}

/** History values that are ids: named when they are the record's current related record. */
export function relatedFormat(current: RelatedOffice | null): (value: unknown) => string {
  return (value) =>
    current && Number(value) === current.id ? `${current.code} - ${current.name}` : `N.º ${String(value)}`;
}
