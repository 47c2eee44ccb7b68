/**
 * Derivations waiting for the user's office (or the user): "Recibir" takes the paper in,
 * "Devolver" sends it back to whoever derived it, with a reason.
 */
import { ADMIN } from '@shared/permissions';
import { MOVEMENT_ACTIONS } from '@shared/schemas/entries';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ReasonDialog } from '../../../lib/crud/ReasonDialog';
import { formatDayTime } from '../../../lib/dates';
import type { RecordContext } from '../../../lib/records/module';
import { useSession } from '../../../lib/session';
import type { Entry, Movement } from '../entries.record';

/** The pending movements this user may receive or return, as the server decides it. */
function useReceivable(entry: Entry): Movement[] {
  const { user, permissions } = useSession();
  if (!entry.can.receive || !user) return [];
  const admin = permissions.includes(ADMIN);
  return entry.movements.filter(
    (m) => m.state === 'pendiente' && (admin || m.to_user_id === user.id || m.to_office_id === user.office?.id),
  );
}

export function PendingReceipts({ record: entry, runner }: RecordContext<Entry>) {
  const receivable = useReceivable(entry);
  const busy = runner.busy;
  const onReceive = (m: Movement) => runner.runNow({ path: `movements/${m.id}/receive` }, 'Documento recibido.');
  const onReturn = (m: Movement, reason: string) =>
    runner.run({ path: `movements/${m.id}/return`, body: { reason } }, 'Documento devuelto.');
  const [returning, setReturning] = useState<Movement | null>(null);
  if (receivable.length === 0) return null;
  return (
    <section className="pending-receipts" aria-label="Pendiente de recepción">
      {receivable.map((m) => (
        <div key={m.id} className="pending-receipt" role="status">
          <i className="pi pi-inbox pending-receipt-icon" aria-hidden="true" />
          <div className="pending-receipt-text">
            <strong>
              Pendiente de recepción{m.to_user ? ` por ${m.to_user}` : ` en ${m.to_office ?? 'su oficina'}`}
            </strong>
            <span>
              {MOVEMENT_ACTIONS[m.action]} · derivado por {m.sent_by_name}
              {m.from_office ? ` (${m.from_office})` : ''} el {formatDayTime(m.sent_at)}
            </span>
            {m.instructions && <span className="pending-receipt-instructions">«{m.instructions}»</span>}
          </div>
          <div className="pending-receipt-actions">
            <Button type="button" label="Recibir" icon="pi pi-check" loading={busy} onClick={() => onReceive(m)} />
            <Button
              type="button"
              label="Devolver"
              icon="pi pi-replay"
              severity="secondary"
              outlined
              disabled={busy}
              onClick={() => setReturning(m)}
            />
          </div>
        </div>
      ))}
      <ReasonDialog
        visible={returning !== null}
        header={`Devolver ingreso ${entry.number}`}
        note={`El documento volverá a ${returning?.sent_by_name ?? 'quien lo derivó'}, que recibirá un aviso con el motivo.`}
        label="Motivo de la devolución"
        submitLabel="Devolver"
        submitIcon="pi-replay"
        onHide={() => setReturning(null)}
        onSubmit={(reason) =>
          returning ? onReturn(returning, reason).then(() => setReturning(null)) : Promise.resolve()
        }
      />
    </section>
  );
}
