/**
 * Replying to an entry ("En respuesta a"): the entry's sender becomes the first recipient and the
 * subject reads "Respuesta a …". Used when the form opens as `/outputs/create?entry_id=…` and when
 * the clerk picks the entry in the form.
 */
import type { LookupOption } from '@shared/crud';
import type { One, Page } from '@shared/pagination';
import type { CitizenDocumentType } from '@shared/schemas/citizens';
import { citizenDocument } from '@shared/schemas/citizens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { formatDayTime } from '../../../lib/dates';

/** What the output form needs of an entry. */
export interface RepliedEntry {
  id: number;
  number: string;
  subject: string;
  sender_id: number;
  sender: { name: string; document_type: CitizenDocumentType; document_number: string } | null;
  received_at?: string;
}

export const fetchEntry = (id: number, signal?: AbortSignal) =>
  api<One<RepliedEntry>>(resourceUrl('entries', `/${id}`), { signal }).then((a) => a.data);

export function useRepliedEntry(id: number | undefined) {
  return useQuery({
    queryKey: ['entries', 'record', id],
    queryFn: ({ signal }) => fetchEntry(id as number, signal),
    enabled: id !== undefined,
  });
}

/** The entry as the lookup shows it: its number, and its subject when the caller may read it. */
export const entryOption = (
  entry: Pick<RepliedEntry, 'id' | 'number'> & Partial<Pick<RepliedEntry, 'subject' | 'sender' | 'received_at'>>,
): LookupOption => ({
  id: entry.id,
  label: entry.subject === undefined ? entry.number : `${entry.number} · ${entry.subject}`,
  // Who sent it and when: two entries of the same subject are told apart.
  description:
    [entry.sender?.name, entry.received_at ? formatDayTime(entry.received_at) : null].filter(Boolean).join(' · ') ||
    null,
});

export const senderOption = (entry: RepliedEntry): LookupOption[] =>
  entry.sender ? [{ id: entry.sender_id, label: entry.sender.name, description: citizenDocument(entry.sender) }] : [];

const REPLY_PREFIX = 'Respuesta a: ';

/**
 * "Respuesta a: Solicita licencia…": the colon makes it read whatever the subject begins with
 * ("Respuesta a el…" never happens); a reply to a reply is not prefixed twice.
 */
export function replySubject(entry: RepliedEntry): string {
  const subject = entry.subject.trim().replace(/^respuesta a:?\s*/i, '');
  return `${REPLY_PREFIX}${subject}`;
}

/** Entries the caller can see, found by number, subject or sender (the entries list's own search). */
export async function searchEntries(q: string, signal?: AbortSignal): Promise<LookupOption[]> {
  const query = new URLSearchParams({ q, per_page: '10', sort: '-received_at' });
  const page = await api<Page<RepliedEntry>>(`${resourceUrl('entries')}?${query}`, { signal });
  return page.data.map(entryOption);
}
