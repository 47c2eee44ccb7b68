/** The draft's visto bueno, in order: who has given it, who observed it, whose turn it is. */
import { REVIEW_STATES } from '@shared/schemas/drafts';
import { Tag } from 'primereact/tag';
import { formatDayTime } from '../../../lib/dates';
import type { RecordContext } from '../../../lib/records/module';
import { personName } from '../../../lib/records/names';
import type { Draft } from '../drafts.record';

const SEVERITY = { pendiente: 'secondary', aprobado: 'success', observado: 'warning' } as const;

export function ReviewersPanel({ record }: RecordContext<Draft>) {
  return (
    <section className="panel" aria-labelledby="draft-reviewers">
      <h2 id="draft-reviewers" className="panel-title">
        Visto bueno
      </h2>
      {record.reviewers.length === 0 ? (
        <p className="text-muted">
          Sin revisores: al enviarlo pasa directamente a la firma de {personName(record.signer)}.
        </p>
      ) : (
        <ol className="draft-reviewers">
          {record.reviewers.map((r) => (
            <li key={r.user_id}>
              <span>{personName(r)}</span> <Tag severity={SEVERITY[r.state]} value={REVIEW_STATES[r.state]} />
              {r.acted_at && <small className="text-muted"> {formatDayTime(r.acted_at)}</small>}
            </li>
          ))}
        </ol>
      )}
      <p className="text-muted">Firma: {personName(record.signer) || 'por designar'}</p>
    </section>
  );
}
