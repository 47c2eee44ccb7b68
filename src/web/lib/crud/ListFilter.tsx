/** One list filter as its definition says (dropdown, lookup, day range or toggle), bound to the URL. */
import { Dropdown } from 'primereact/dropdown';
import { ToggleButton } from 'primereact/togglebutton';
import { DateRangeFilter } from './DateRangeFilter';
import type { FilterDef } from './filters';
import { LookupFilter } from './LookupFilter';
import type { ListParams, useListParams } from './listParams';

type Update = ReturnType<typeof useListParams>[1];

/** The filter holds a value now (for the "Filtros (n)" count). */
export function filterIsSet(filter: FilterDef, params: ListParams): boolean {
  const values = params.filters;
  return filter.kind === 'date-range'
    ? Boolean(values[filter.name] || values[filter.to])
    : Boolean(values[filter.name]);
}

export function ListFilter({ filter, params, update }: { filter: FilterDef; params: ListParams; update: Update }) {
  const value = params.filters[filter.name];
  switch (filter.kind) {
    case 'lookup':
      return (
        <LookupFilter
          name={filter.name}
          label={filter.label}
          resource={filter.resource}
          value={value ? Number(value) : undefined}
          onChange={(id) => update({ [filter.name]: id })}
        />
      );
    case 'date-range':
      return (
        <DateRangeFilter
          id={`filter-${filter.name}`}
          label={filter.label}
          from={value}
          to={params.filters[filter.to]}
          onChange={(from, to) => update({ [filter.name]: from, [filter.to]: to })}
        />
      );
    case 'toggle':
      return (
        <ToggleButton
          checked={value === 'true'}
          onChange={(e) => update(e.value ? { [filter.name]: 'true', ...filter.along } : { [filter.name]: undefined })}
          onLabel={filter.label}
          offLabel={filter.label}
          onIcon="pi pi-check"
          offIcon={filter.icon}
          aria-label={filter.label}
          className="list-toggle"
        />
      );
    default:
      return (
        <Dropdown
          value={value ?? null}
          options={filter.options}
          onChange={(e) => update({ [filter.name]: e.value ?? undefined })}
          placeholder={filter.label}
          aria-label={filter.label}
          showClear
          className="list-filter"
        />
      );
  }
}
