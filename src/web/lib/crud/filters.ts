/** The filters a list page declares; their values travel in the URL like any list parameter. */

/** A choice among a few fixed options: `?state=registrado`. */
export interface SelectFilterDef {
  kind?: 'select';
  name: string;
  label: string;
  options: { label: string; value: string }[];
}

/** A record of a large resource, by server autocomplete: `?office_id=3`. */
export interface LookupFilterDef {
  kind: 'lookup';
  name: string;
  label: string;
  resource: string;
}

/** A range of calendar days: `?from=2026-01-01&to=2026-01-31` (either end may be missing). */
export interface DateRangeFilterDef {
  kind: 'date-range';
  /** The parameter of the first day; `to` names the last day's. */
  name: string;
  to: string;
  label: string;
}

/** On or off: `?overdue=true` while pressed. */
export interface ToggleFilterDef {
  kind: 'toggle';
  name: string;
  label: string;
  icon: string;
  /** Set along when pressed (the user may remove them): «Asignados a mí» opens on pending work. */
  along?: Record<string, string>;
}

export type FilterDef = SelectFilterDef | LookupFilterDef | DateRangeFilterDef | ToggleFilterDef;

export const ACTIVE_FILTER: FilterDef = {
  name: 'active',
  label: 'Estado',
  options: [
    { label: 'Activos', value: 'true' },
    { label: 'Inactivos', value: 'false' },
  ],
};
