/** How a registered document (entry, output) carries its related records' names. */
export interface CodeName {
  code: string;
  name: string;
}

export interface PersonName {
  names: string;
  surnames: string;
}

export const personName = (p: PersonName | null | undefined) => (p ? `${p.names} ${p.surnames}` : '');
