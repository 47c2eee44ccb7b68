/** Dropdown filters a list page declares; values travel in the URL like any list parameter. */
export interface FilterDef {
  name: string;
  label: string;
  options: { label: string; value: string }[];
}

export const ACTIVE_FILTER: FilterDef = {
  name: 'active',
  label: 'Estado',
  options: [
    { label: 'Activos', value: 'true' },
    { label: 'Inactivos', value: 'false' },
  ],
};
