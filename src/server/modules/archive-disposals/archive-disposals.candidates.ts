/**
 * The disposal candidates (docs/domain.md §5.6): closed or transferred units whose central-archive retention
 * is over and whose final disposition is E (eliminación) or S (selección), not on an active loan
 * (the unit or one of its documents) and not already in a disposal in progress.
 */
import { DISPOSABLE_DISPOSITIONS, MAX_DISPOSAL_ITEMS } from '@shared/schemas/archive-disposals';
import { calendarDate } from '@shared/working-days';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  archiveDisposalItems,
  archiveDisposals,
  archiveDocuments,
  archiveExpedients,
  archiveTemporaryPermissions,
} from '../../db/schema';
import { searchCondition } from '../../lib/crud/list';
import type { Auth } from '../../plugins/auth';
import { listableUnits } from './archive-disposals.scope';
import { unitsWhere } from './archive-disposals.units';

/** The states a unit is destroyed or kept from: closed in its office, or transferred to the archive. */
export const DISPOSABLE_STATES = ['cerrado', 'transferido'] as const;

/** An active loan or access permission on the unit or one of its documents. */
export const onLoan = sql`exists (select 1 from ${archiveTemporaryPermissions} p where p.state = 'vigente' and ((p.item_kind = 'archive-expedients' and p.item_id = ${archiveExpedients.id}) or (p.item_kind = 'archive-documents' and p.item_id in (select d.id from ${archiveDocuments} d where d.expedient_id = ${archiveExpedients.id}))))`;

/** Listed by a disposal still in progress (other than `except`). */
export const inDisposal = (except: number | null) =>
  sql`exists (select 1 from ${archiveDisposalItems} i join ${archiveDisposals} d on d.id = i.disposal_id where i.expedient_id = ${archiveExpedients.id} and d.state in ('borrador', 'aprobada') and d.id <> ${except ?? 0})`;

/** The unit may be listed in (or executed by) a disposal: retention over, E or S, not lent. */
export function disposable(today: string): SQL {
  return and(
    inArray(archiveExpedients.state, [...DISPOSABLE_STATES]),
    inArray(archiveExpedients.disposition, [...DISPOSABLE_DISPOSITIONS]),
    sql`${archiveExpedients.central_retention_until} <= ${today}::date`,
    sql`not ${onLoan}`,
  )!;
}

export interface CandidateFilters {
  q?: string;
  office_id?: number;
  series_id?: number;
  /** The draft being edited: its own units are candidates too. */
  disposal_id?: number;
}

/** The candidates the caller may list, with what the inventory shows of each, by due date. */
export function candidates(db: Executor, caller: Auth, filters: CandidateFilters) {
  return unitsWhere(
    db,
    and(
      listableUnits(caller),
      disposable(calendarDate(new Date())),
      sql`not ${inDisposal(filters.disposal_id ?? null)}`,
      filters.office_id ? eq(archiveExpedients.office_id, filters.office_id) : undefined,
      filters.series_id ? eq(archiveExpedients.series_id, filters.series_id) : undefined,
      searchCondition(filters.q, [archiveExpedients.code, archiveExpedients.title]),
    ),
    MAX_DISPOSAL_ITEMS,
  );
}
