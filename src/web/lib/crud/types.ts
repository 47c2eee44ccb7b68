import type { RecordAbilities } from '@shared/crud';

/** What every record of a resource carries: its id, optimistic-lock version and abilities. */
export interface ResourceRecord {
  id: number;
  version: number;
  active?: boolean;
  can: RecordAbilities;
  [field: string]: unknown;
}
