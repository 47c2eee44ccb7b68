import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name: "Buscar" unless said. */
  label?: string;
}

/** The search field at the head of a list or a tree. */
export function SearchBox({ value, onChange, placeholder, label = 'Buscar' }: SearchBoxProps) {
  return (
    <IconField iconPosition="left" className="list-search">
      <InputIcon className="pi pi-search" />
      <InputText
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
      />
    </IconField>
  );
}
