/**
 * Who sees a draft (issue 28): its drafter, its reviewers and its signer, and the heads of their
 * offices — nobody else, whatever their other keys (404). `admin` sees everything, as everywhere.
 * `user_ids`/`office_ids` are kept by the service (drafts.input.ts) with their GIN indexes.
 */
import { type SQL, sql } from 'drizzle-orm';
import { drafts, offices } from '../../db/schema';
import { documentScope, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const DRAFT = ['outputs-draft'] as const;
export const REVIEW = ['outputs-review'] as const;
export const SIGN = ['outputs-sign'] as const;
/** Whoever takes part in drafts reads them (the scope narrows to their own). */
export const READ = ['outputs-draft', 'outputs-review', 'outputs-sign'] as const;

export type DraftRow = typeof drafts.$inferSelect;

export const draftScope = (caller: Auth, access?: ScopeAccess): SQL | undefined =>
  documentScope(
    caller,
    {
      entity: 'drafts',
      id: drafts.id,
      personal: (userId) =>
        sql`(${drafts}.user_ids @> array[${userId}]::integer[] or ${drafts}.office_ids && array(select ${offices.id} from ${offices} where ${offices.head_user_id} = ${userId}))`,
    },
    access,
  );
