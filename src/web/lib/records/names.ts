import { type HistoryFormat, namedIn } from '../crud/historyFormats';

/** A related record as the API attaches it, to a document or a catalogue: `{ id, code, name }` (an office, a series). */
export interface CodeName {
  id: number;
  code: string;
  name: string;
}

export interface PersonName {
  names: string;
  surnames: string;
}

export const personName = (p: PersonName | null | undefined) => (p ? `${p.names} ${p.surnames}` : '');

/** "Juan Pérez y 2 más": the first of some names (recipients) for a list cell; "—" for none. */
export function firstAndMore(names: readonly string[]): string {
  if (names.length === 0) return '—';
  return names.length === 1 ? (names[0] as string) : `${names[0]} y ${names.length - 1} más`;
}

/** A Historial format naming the people the page knows, by id (the answer's names carry their ids). */
export function namedPeople(people: ((PersonName & { id?: number }) | null)[]): HistoryFormat {
  const byId = new Map<number, string>();
  for (const p of people) if (p?.id) byId.set(p.id, personName(p));
  return namedIn(byId);
}
