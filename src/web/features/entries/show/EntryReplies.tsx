/**
 * "Respuestas": the outputs that answer this entry and, while it is open, "Responder": a document
 * drafted in Folio (a draft that answers it) or an output registered from paper.
 */
import { can } from '@shared/permissions';
import { OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { Link } from 'react-router';
import { useResourceList } from '../../../lib/crud/hooks';
import type { ResourceRecord } from '../../../lib/crud/types';
import { formatDayTime } from '../../../lib/dates';
import { LoadError } from '../../../lib/LoadError';
import type { RecordContext } from '../../../lib/records/module';
import { firstAndMore } from '../../../lib/records/names';
import { StateTag } from '../../../lib/records/tags';
import { Spinner } from '../../../lib/Spinner';
import { useSession } from '../../../lib/session';
import type { Entry } from '../entries.record';

/** What the list of outputs answers of each reply (the outputs feature has the whole record). */
interface Reply extends ResourceRecord {
  number: string;
  subject: string;
  issued_at: string;
  state: string;
  recipients: { citizen: { name: string } | null }[];
}

const READ_OUTPUTS = ['outputs-index', 'outputs-me', 'outputs-all', 'outputs-show'] as const;
const CREATE_OUTPUTS = ['outputs-create', 'outputs-create-office'] as const;

/** Shown only to users who may read outputs. */
export function EntryReplies({ record: entry }: RecordContext<Entry>) {
  const { permissions } = useSession();
  if (!can(permissions, READ_OUTPUTS)) return null;
  const open = (OPEN_ENTRY_STATES as readonly string[]).includes(entry.state);
  const mayReply = can(permissions, CREATE_OUTPUTS) && open;
  const mayDraft = can(permissions, ['outputs-draft']) && open;
  return (
    <section className="panel entry-replies" aria-labelledby="entry-replies-title">
      <div className="panel-heading">
        <h2 id="entry-replies-title">Respuestas</h2>
        <div className="panel-heading-actions">
          {mayDraft && (
            <Link to={`/drafts/create?entry_id=${entry.id}`} className="p-button p-component p-button-sm">
              <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
              <span className="p-button-label">Responder: proyectar documento</span>
            </Link>
          )}
          {mayReply && (
            <Link
              to={`/outputs/create?entry_id=${entry.id}`}
              className="p-button p-component p-button-sm p-button-outlined"
            >
              <span className="p-button-icon p-button-icon-left pi pi-reply" aria-hidden="true" />
              <span className="p-button-label">Responder con una salida</span>
            </Link>
          )}
        </div>
      </div>
      <ReplyList entryId={entry.id} />
    </section>
  );
}

function ReplyList({ entryId }: { entryId: number }) {
  const list = useResourceList<Reply>('outputs', {
    page: 1,
    per_page: 25,
    sort: '-issued_at',
    q: '',
    filters: { entry_id: String(entryId) },
  });
  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Spinner />;
  if (list.data.data.length === 0) return <p className="text-muted">Aún no tiene respuestas.</p>;
  return (
    <ul className="reply-list">
      {list.data.data.map((output) => (
        <li key={output.id} className="reply-item">
          <div className="cell-stack">
            <Link to={`/outputs/${output.id}`} className="cell-link cell-code">
              {output.number}
            </Link>
            <span>{output.subject}</span>
            <small>
              {formatDayTime(output.issued_at)} · {firstAndMore(output.recipients.map((r) => r.citizen?.name ?? '—'))}
            </small>
          </div>
          <StateTag state={output.state} labels={OUTPUT_STATES} />
        </li>
      ))}
    </ul>
  );
}
