/**
 * "Recibir transferencia": each unit accepted or rejected (a rejection says why, and goes back to
 * the office), and the accepted ones placed at once on a level of the location tree — its free
 * positions proposed in order, each changeable, or left for later («Sin ubicar»). One answer:
 * the transfer, its units and their shelves change together. The units scroll; the error and the
 * buttons stay in the dialog's footer, in view on a short window.
 */
import { formatQuantity } from '@shared/numbers';
import { positionCode } from '@shared/schemas/archive';
import { EXPEDIENT_KINDS } from '@shared/schemas/archive-expedients';
import type { TransferDecision } from '@shared/schemas/archive-transfers';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { hasRoom, ShelfLevelField, useShelfLevels } from '../../../lib/archive/shelfLevels';
import { DeskForm } from '../../../lib/form/DeskForm';
import { DialogActions } from '../../../lib/form/DialogActions';
import { Field } from '../../../lib/form/Field';
import type { ActionDialogProps } from '../../../lib/records/module';
import { dateRange, type Transfer } from '../archive-transfers.record';

const DECISIONS = [
  { label: 'Aceptar', value: 'aceptado' },
  { label: 'Rechazar', value: 'rechazado' },
];
const NOT_PLACED = 0;
const FORM_ID = 'transfer-receive-form';

export function ReceiveDialog({ record, runner, visible, onHide }: ActionDialogProps<Transfer>) {
  const units = record.units ?? [];
  const [decisions, setDecisions] = useState<Record<number, TransferDecision>>({});
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [levelId, setLevelId] = useState<number | null>(null);
  const [positions, setPositions] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);
  // A full level is no choice: the server refuses it.
  const { levels: onLevels, loading, slots } = useShelfLevels(visible, levelId, hasRoom);
  const decisionOf = (itemId: number) => decisions[itemId] ?? 'aceptado';
  const accepted = units.filter((u) => decisionOf(u.item_id) === 'aceptado' && u.location === null);
  const free = useMemo(() => (slots ?? []).filter((s) => s.unit === null), [slots]);
  const acceptedKey = accepted.map((u) => u.id).join(',');

  // The accepted units take the level's free positions in order.
  useEffect(() => {
    const ids = acceptedKey ? acceptedKey.split(',').map(Number) : [];
    setPositions(Object.fromEntries(ids.map((id, i) => [id, free[i]?.position ?? NOT_PLACED])));
  }, [free, acceptedKey]);

  const level = onLevels.find((n) => n.id === levelId);
  const submit = () => {
    setError(null);
    const missing = units.find((u) => decisionOf(u.item_id) === 'rechazado' && !(notes[u.item_id] ?? '').trim());
    if (missing) {
      setError(`Indique por qué se rechaza ${missing.code}.`);
      return;
    }
    const chosen = accepted.map((u) => positions[u.id] ?? NOT_PLACED).filter((p) => p !== NOT_PLACED);
    if (new Set(chosen).size !== chosen.length) {
      setError('Dos unidades no pueden ocupar la misma posición.');
      return;
    }
    const rejected = units.filter((u) => decisionOf(u.item_id) === 'rechazado').length;
    runner
      .run(
        {
          path: 'receive',
          body: {
            version: record.version,
            decisions: units.map((u) => ({
              item_id: u.item_id,
              decision: decisionOf(u.item_id),
              observation: (notes[u.item_id] ?? '').trim() || null,
            })),
            placements:
              levelId === null
                ? []
                : accepted
                    .filter((u) => (positions[u.id] ?? NOT_PLACED) !== NOT_PLACED)
                    .map((u) => ({ expedient_id: u.id, location_id: levelId, position: positions[u.id] })),
          },
        },
        rejected === 0
          ? 'Transferencia recibida.'
          : `Transferencia recibida: ${rejected} ${rejected === 1 ? 'unidad rechazada' : 'unidades rechazadas'}.`,
      )
      .then(onHide)
      .catch((failure) => setError(errorMessage(failure)));
  };

  return (
    <Dialog
      visible={visible}
      header={`Recibir transferencia ${record.number}`}
      onHide={onHide}
      className="record-dialog transfer-receive"
      style={{ width: '56rem', maxWidth: '98vw' }}
      footer={
        <div className="transfer-receive-footer">
          <DialogActions
            error={error}
            onCancel={onHide}
            form={FORM_ID}
            label="Recibir transferencia"
            icon="pi pi-inbox"
            loading={runner.busy}
          />
        </div>
      }
    >
      <DeskForm
        id={FORM_ID}
        className="form"
        noValidate
        aria-label="Recibir transferencia"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-muted">
          Revise cada unidad contra el inventario. Las rechazadas vuelven a la oficina con su observación.
        </p>
        <ol className="numbered-list">
          {units.map((u) => {
            const rejected = decisionOf(u.item_id) === 'rechazado';
            return (
              <li key={u.item_id} className="numbered-item transfer-receive-unit" aria-label={`Unidad ${u.code}`}>
                <div className="transfer-receive-head">
                  <span>
                    <strong className="cell-code">{u.code}</strong> ·{' '}
                    {EXPEDIENT_KINDS[u.kind as keyof typeof EXPEDIENT_KINDS] ?? u.kind}
                    {u.box_number !== null ? ` N.° ${u.box_number}` : ''}
                    <small className="text-muted transfer-receive-title">
                      {u.title} · {dateRange(u)} · {formatQuantity(u.folios, 'folio', 'folios')}
                    </small>
                  </span>
                  <SelectButton
                    value={decisionOf(u.item_id)}
                    options={DECISIONS}
                    allowEmpty={false}
                    aria-label={`Decisión sobre ${u.code}`}
                    onChange={(e) => setDecisions((d) => ({ ...d, [u.item_id]: e.value as TransferDecision }))}
                  />
                </div>
                <div className="transfer-receive-fields">
                  <Field
                    id={`observation-${u.item_id}`}
                    label={rejected ? 'Motivo del rechazo' : 'Observación (opcional)'}
                  >
                    <InputText
                      id={`observation-${u.item_id}`}
                      value={notes[u.item_id] ?? ''}
                      maxLength={500}
                      invalid={rejected && !(notes[u.item_id] ?? '').trim() && error !== null}
                      onChange={(e) => setNotes((n) => ({ ...n, [u.item_id]: e.target.value }))}
                      className="w-full"
                    />
                  </Field>
                  {!rejected && levelId !== null && u.location === null && (
                    <Field id={`position-${u.id}`} label="Posición">
                      <Dropdown
                        inputId={`position-${u.id}`}
                        value={positions[u.id] ?? NOT_PLACED}
                        options={[
                          { value: NOT_PLACED, label: 'Sin ubicar' },
                          ...free.map((s) => ({ value: s.position, label: `${level?.topographic_code}-${s.code}` })),
                        ]}
                        onChange={(e) => setPositions((p) => ({ ...p, [u.id]: e.value as number }))}
                        className="w-full"
                      />
                    </Field>
                  )}
                  {u.location !== null && <small className="text-muted">Ya ubicada en {u.location}.</small>}
                </div>
              </li>
            );
          })}
        </ol>
        <ShelfLevelField
          id="receive-level"
          label="Ubicar las unidades aceptadas en el nivel (entrepaño)"
          levels={onLevels}
          value={levelId}
          onChange={setLevelId}
          loading={loading}
          placeholder="Ubicarlas después"
          showClear
        />
        {levelId !== null && accepted.length > free.length && (
          <p className="text-muted">
            El nivel tiene {free.length} posiciones libres: las demás unidades quedan sin ubicar.
          </p>
        )}
        {levelId !== null && accepted.length > 0 && free.length > 0 && (
          <p>
            Desde{' '}
            <strong className="cell-code">{`${level?.topographic_code}-${positionCode(free[0]!.position)}`}</strong>.
          </p>
        )}
      </DeskForm>
    </Dialog>
  );
}
