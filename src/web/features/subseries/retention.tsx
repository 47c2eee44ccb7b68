/** Subseries records as the API answers them; how retention is shown lives in lib/retention. */
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName } from '../../lib/records/names';
import { RETENTION_HISTORY_LABELS, type RetentionFields } from '../../lib/retention';

export {
  DISPOSITION_OPTIONS,
  DispositionCell,
  dispositionLabel,
  HISTORY_FORMATS,
  lookupLabel,
  RelatedCell,
  Retention,
  RetentionItems,
  relatedFormat,
  years,
} from '../../lib/retention';

export type Subseries = ResourceRecord & RetentionFields & { series_id: number; series: CodeName | null };

/** The parent series as GET /series/:id answers it (to pre-fill a new subseries). */
export type ParentSeries = ResourceRecord & Omit<RetentionFields, 'active'>;

/** Spanish names of the fields, for the Historial tab. */
export const HISTORY_LABELS: Record<string, string> = { series_id: 'Serie', ...RETENTION_HISTORY_LABELS };
