/**
 * While the clerk registers: a warning when the same sender already presented a document with the
 * same reference or a subject alike in the last days (the paper brought twice). It never blocks the
 * registration; the links open in a new tab so nothing typed is lost.
 */
import { DUPLICATE_WINDOW_DAYS, type EntryDuplicate } from '@shared/schemas/entries';
import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { useWatch } from 'react-hook-form';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { formatDayTime } from '../../../lib/dates';
import { recordPath } from '../../../lib/records/columns';
import { useSettled } from '../../../lib/useSettled';
import type { EntryForm } from './values';

/** The query waits until the clerk stops typing for this long. */
const PAUSE_MS = 500;

const REASONS: Record<EntryDuplicate['reasons'][number], string> = {
  reference: 'misma referencia',
  subject: 'asunto parecido',
};

export function DuplicateNotice({ form, exceptId }: { form: EntryForm; exceptId?: number }) {
  const [sender, reference, subject] = useWatch({
    control: form.control,
    name: ['sender_id', 'sender_reference', 'subject'],
  });
  const asked = useSettled({ sender, reference: reference?.trim() ?? '', subject: subject?.trim() ?? '' }, PAUSE_MS);
  const ready = typeof asked.sender === 'number' && (asked.reference !== '' || asked.subject.length >= 8);
  const found = useQuery({
    queryKey: ['entries', 'duplicates', asked, exceptId],
    enabled: ready,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ sender_id: String(asked.sender) });
      if (asked.reference) params.set('sender_reference', asked.reference);
      if (asked.subject) params.set('subject', asked.subject);
      if (exceptId !== undefined) params.set('except_id', String(exceptId));
      return api<{ data: EntryDuplicate[] }>(resourceUrl('entries', `/duplicates?${params}`), { signal });
    },
  });
  const duplicates = ready ? (found.data?.data ?? []) : [];
  if (duplicates.length === 0) return null;
  return (
    <Message
      severity="warn"
      className="page-notice entry-duplicates form-grid-full"
      role="status"
      content={
        <div>
          <strong>¿Ya se registró?</strong> En los últimos {DUPLICATE_WINDOW_DAYS} días este remitente presentó:
          <ul>
            {duplicates.map((d) => (
              <li key={d.id}>
                <a
                  href={recordPath('entries', d.id)}
                  target="_blank"
                  rel="noreferrer"
                  className="cell-link"
                  // Out of the Tab order: a clerk typing on by keyboard goes from field to field.
                  tabIndex={-1}
                >
                  {d.number}
                </a>{' '}
                del {formatDayTime(d.received_at)} — {d.subject} ({d.reasons.map((r) => REASONS[r]).join(' y ')})
              </li>
            ))}
          </ul>
          Si es otro documento, continúe con el registro.
        </div>
      }
    />
  );
}
