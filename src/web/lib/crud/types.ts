import type { CatalogueAbilities, DocumentAbilities } from '@shared/crud';

/** What every record of a resource carries: its id, optimistic-lock version and abilities (a catalogue's add activate, deactivate and delete). */
export interface ResourceRecord {
  id: number;
  version: number;
  active?: boolean;
  can: DocumentAbilities & Partial<CatalogueAbilities>;
  [field: string]: unknown;
}
