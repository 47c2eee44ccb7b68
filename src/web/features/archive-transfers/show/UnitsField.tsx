/**
 * The units a transfer carries, picked by code or title among the office's closed units (those
 * on their own, in no other transfer): type, Enter takes a suggestion, Backspace drops the last.
 */
import type { LookupOption } from '@shared/crud';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { LookupField } from '../../../lib/form/LookupField';
import { RESOURCE } from '../archive-transfers.record';

interface Candidate {
  id: number;
  code: string;
  title: string;
  kind: string;
  folios: number;
}

const candidates = (officeId: number, q: string, signal?: AbortSignal) =>
  api<{ data: Candidate[] }>(resourceUrl(RESOURCE, `/candidates?office_id=${officeId}&q=${encodeURIComponent(q)}`), {
    signal,
  }).then((a) => a.data.map<LookupOption>((c) => ({ id: c.id, label: c.code, description: c.title })));

export function UnitsField<T extends FieldValues>({
  control,
  name,
  officeId,
  autoFocus,
}: {
  control: Control<T>;
  name: Path<T>;
  officeId: number | null;
  autoFocus?: boolean;
}) {
  return (
    <LookupField
      key={officeId ?? 0}
      control={control}
      name={name}
      label="Unidades cerradas de la oficina"
      resource={RESOURCE}
      multiple
      autoFocus={autoFocus}
      disabled={officeId === null}
      search={(q, signal) => (officeId === null ? Promise.resolve([]) : candidates(officeId, q, signal))}
      placeholder={officeId === null ? 'Elija primero la oficina' : 'Código o título de la caja o expediente'}
      hint="Solo unidades cerradas; un expediente dentro de una caja va con su caja."
    />
  );
}
