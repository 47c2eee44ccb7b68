/**
 * The one office lookup of every form: typed by its code or name, showing the office (or offices)
 * the record already names before any search.
 */
import type { FieldValues } from 'react-hook-form';
import type { CodeName } from '../records/names';
import { lookupLabel } from '../retention';
import { LookupField, type LookupFieldProps } from './LookupField';

interface OfficeFieldProps<T extends FieldValues> extends Omit<LookupFieldProps<T>, 'resource'> {
  /** What the record names now: shown as chosen until the person searches. */
  current?: CodeName | CodeName[] | null;
}

/** An office as its lookup names it: «GAF - Gerencia de Administración y Finanzas». */
const officeOption = (office: CodeName) => ({ id: office.id, label: lookupLabel(office) });

export function OfficeField<T extends FieldValues>({ current, initial, ...props }: OfficeFieldProps<T>) {
  const named = current ? [current].flat().map(officeOption) : [];
  return (
    <LookupField resource="offices" placeholder="Código o nombre de la oficina" initial={initial ?? named} {...props} />
  );
}
