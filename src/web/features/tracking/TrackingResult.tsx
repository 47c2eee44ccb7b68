/** What a citizen reads of their entry: its state in plain words, its dates, its route through offices, the reply. */
import type { TrackingAnswer, TrackingStep } from '@shared/schemas/tracking';
import { formatDate, formatDayTime } from '../../lib/dates';
import { StateTag } from '../../lib/records/tags';

export function TrackingResult({ answer }: { answer: TrackingAnswer }) {
  const { state } = answer;
  return (
    <div className="tracking-result" data-testid="tracking-result">
      <div className="tracking-heading">
        <p className="tracking-number">{answer.number}</p>
        <StateTag state={state.key} labels={{ [state.key]: state.label }} />
      </div>
      <p className="tracking-description">{state.description}</p>
      {answer.restricted ? (
        <p className="notice" role="note">
          <i className="pi pi-lock" aria-hidden="true" />
          <span>Es un documento reservado: solo se muestra su estado.</span>
        </p>
      ) : (
        <Details answer={answer} />
      )}
    </div>
  );
}

function Details({ answer }: { answer: TrackingAnswer }) {
  return (
    <>
      <dl className="tracking-data">
        {answer.received_at && (
          <div>
            <dt>Recibido</dt>
            <dd>{formatDayTime(answer.received_at)}</dd>
          </div>
        )}
        {answer.presented_on && (
          <div>
            <dt>Se considera presentado el</dt>
            <dd>
              {formatDate(answer.presented_on)}
              {answer.received_outside_hours && ' (recibido fuera del horario de atención)'}
            </dd>
          </div>
        )}
        {answer.subject && (
          <div>
            <dt>Asunto</dt>
            <dd>{answer.subject}</dd>
          </div>
        )}
        {answer.due_date && (
          <div>
            <dt>Plazo de atención</dt>
            <dd>{formatDate(answer.due_date)}</dd>
          </div>
        )}
        {answer.reply && (
          <div>
            <dt>Respuesta</dt>
            <dd>
              {answer.reply.number}, del {formatDayTime(answer.reply.issued_at)}
            </dd>
          </div>
        )}
      </dl>
      {answer.steps && answer.steps.length > 0 && (
        <section aria-labelledby="tracking-steps-title">
          <h2 id="tracking-steps-title" className="tracking-steps-title">
            Recorrido
          </h2>
          <ol className="tracking-steps">
            {answer.steps.map((step, i) => (
              <Step key={`${step.office}-${step.sent_at}`} step={step} first={i === 0} />
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

function Step({ step, first }: { step: TrackingStep; first: boolean }) {
  const status = first
    ? `Registrado el ${formatDayTime(step.sent_at)}`
    : step.returned
      ? `Enviado el ${formatDayTime(step.sent_at)}; devuelto por la oficina`
      : step.received_at
        ? `Enviado el ${formatDayTime(step.sent_at)}; recibido el ${formatDayTime(step.received_at)}`
        : `Enviado el ${formatDayTime(step.sent_at)}; por recibir`;
  return (
    <li className={step.received_at || first ? 'tracking-step tracking-step-done' : 'tracking-step'}>
      <span className="tracking-step-office">{step.office}</span>
      <span className="tracking-step-status">{status}</span>
    </li>
  );
}
