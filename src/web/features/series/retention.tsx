/** Series records as the API answers them; how retention is shown lives in lib/retention. */
import type { ResourceRecord } from '../../lib/crud/types';
import type { RetentionFields } from '../../lib/retention';

export type Series = ResourceRecord & RetentionFields;

export type SubseriesRow = ResourceRecord & RetentionFields & { series_id: number };
