/**
 * "Hoja de ruta": the registration, every derivation (who sent it, who received or returned it) and
 * every assignment to a person, in the order they happened.
 */
import { MOVEMENT_ACTIONS, MOVEMENT_STATES, type MovementState } from '@shared/schemas/entries';
import { Tag, type TagProps } from 'primereact/tag';
import { Timeline } from 'primereact/timeline';
import { formatDayTime } from '../../../lib/dates';
import type { RecordContext } from '../../../lib/records/module';
import { personName } from '../../../lib/records/names';
import type { Assignment, Entry, Movement } from '../entries.record';

const MOVEMENT_SEVERITY: Record<MovementState, TagProps['severity']> = {
  pendiente: 'warning',
  recibido: 'success',
  devuelto: 'danger',
};

const MARKER: Record<MovementState, string> = {
  pendiente: 'pi-send',
  recibido: 'pi-inbox',
  devuelto: 'pi-replay',
};

type Step =
  | { kind: 'registration'; entry: Entry }
  | { kind: 'movement'; movement: Movement }
  | { kind: 'assignment'; assignment: Assignment };

function Marker({ step }: { step: Step }) {
  const state = step.kind === 'movement' ? step.movement.state : step.kind === 'assignment' ? 'asignado' : 'registro';
  const icon =
    step.kind === 'movement' ? MARKER[step.movement.state] : step.kind === 'assignment' ? 'pi-user' : 'pi-file';
  return (
    <span className={`route-marker route-marker-${state}`}>
      <i className={`pi ${icon}`} aria-hidden="true" />
    </span>
  );
}

function Registration({ entry }: { entry: Entry }) {
  return (
    <div className="route-step">
      <div className="route-step-head">
        <strong>Registro en {entry.registered_office?.code ?? 'mesa de partes'}</strong>
        <Tag severity="secondary" value="Registrado" />
      </div>
      <p className="route-step-line">
        Dirigido a{' '}
        {entry.destination_office ? `${entry.destination_office.code} - ${entry.destination_office.name}` : '—'}
      </p>
      <p className="route-step-meta">
        {entry.registered_by_user ? `${personName(entry.registered_by_user)} · ` : ''}
        {formatDayTime(entry.received_at)}
      </p>
    </div>
  );
}

function AssignmentStep({ assignment: a }: { assignment: Assignment }) {
  return (
    <div className="route-step">
      <div className="route-step-head">
        <strong>Asignado a {a.user_name ?? '—'}</strong>
        <Tag severity="info" value="Responsable" />
      </div>
      <p className="route-step-meta">
        {a.registration ? 'Al registrar' : 'Asignado'}
        {a.by_name ? ` por ${a.by_name}` : ''} · {formatDayTime(a.at)}
      </p>
    </div>
  );
}

const stepTime = (step: Step) =>
  step.kind === 'movement' ? step.movement.sent_at : step.kind === 'assignment' ? step.assignment.at : '';

function MovementStep({ movement: m }: { movement: Movement }) {
  return (
    <div className="route-step">
      <div className="route-step-head">
        <strong>
          {m.from_office ?? '—'} <span aria-hidden="true">→</span>
          <span className="sr-only">a</span> {m.to_office ?? '—'}
          {m.to_user && <span className="route-step-person"> · {m.to_user}</span>}
        </strong>
        <Tag severity={MOVEMENT_SEVERITY[m.state]} value={MOVEMENT_STATES[m.state]} />
      </div>
      <p className="route-step-line">{MOVEMENT_ACTIONS[m.action]}</p>
      {m.instructions && <p className="route-step-instructions">«{m.instructions}»</p>}
      <p className="route-step-meta">
        Derivado por {m.sent_by_name} · {formatDayTime(m.sent_at)}
      </p>
      {m.state === 'recibido' && (
        <p className="route-step-meta">
          Recibido por {m.received_by_name ?? '—'} · {formatDayTime(m.received_at)}
        </p>
      )}
      {m.state === 'devuelto' && (
        <p className="route-step-meta route-step-returned">
          Devuelto{m.received_by_name ? ` por ${m.received_by_name}` : ''}
          {m.received_at ? ` · ${formatDayTime(m.received_at)}` : ''}
          {m.returned_reason && <span className="route-step-reason">Motivo: {m.returned_reason}</span>}
        </p>
      )}
    </div>
  );
}

export function RouteSheet({ record: entry }: RecordContext<Entry>) {
  const later: Step[] = [
    ...entry.movements.map((movement) => ({ kind: 'movement' as const, movement })),
    ...(entry.assignments ?? []).map((assignment) => ({ kind: 'assignment' as const, assignment })),
  ].sort((a, b) => Date.parse(stepTime(a)) - Date.parse(stepTime(b)));
  const steps: Step[] = [{ kind: 'registration', entry }, ...later];
  return (
    <section className="panel route-sheet" aria-labelledby="route-sheet-title">
      <h2 id="route-sheet-title">Hoja de ruta</h2>
      <Timeline
        value={steps}
        className="route-timeline"
        marker={(step: Step) => <Marker step={step} />}
        content={(step: Step) =>
          step.kind === 'registration' ? (
            <Registration entry={step.entry} />
          ) : step.kind === 'assignment' ? (
            <AssignmentStep assignment={step.assignment} />
          ) : (
            <MovementStep movement={step.movement} />
          )
        }
      />
      {later.length === 0 && <p className="text-muted route-sheet-empty">Aún no se ha derivado.</p>}
    </section>
  );
}
