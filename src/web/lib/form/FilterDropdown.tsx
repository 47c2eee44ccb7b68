/**
 * A dropdown searched by typing part of a name. PrimeReact's Dropdown keeps the highlighted option's
 * index when its filter narrows the list, so with an option already chosen the highlight points past
 * the filtered options and ArrowDown + Enter picks nothing (primefaces/primereact#7850). Every
 * change of the filter clears the highlight here, so ArrowDown starts from the filtered list.
 */
import { Dropdown, type DropdownFilterEvent, type DropdownProps } from 'primereact/dropdown';

/**
 * The filter input's ArrowLeft/ArrowRight handler is the Dropdown's only way to clear its
 * highlight; it does nothing else when the dropdown is not editable.
 */
const clearHighlight = (event: DropdownFilterEvent) => {
  const input = event.originalEvent?.target;
  if (input instanceof HTMLInputElement) {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', bubbles: true }));
  }
};

export function FilterDropdown({ onFilter, ...props }: Omit<DropdownProps, 'filter'>) {
  return (
    <Dropdown
      filterPlaceholder="Escriba parte del nombre"
      emptyFilterMessage="Ningún nombre coincide."
      resetFilterOnHide
      {...props}
      filter
      onFilter={(event) => {
        clearHighlight(event);
        onFilter?.(event);
      }}
    />
  );
}
