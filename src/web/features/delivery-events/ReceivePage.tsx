/**
 * "Recibir documentos": a continuous scan mode for USB barcode scanners, which type the sticker's
 * Code 128 or QR text followed by Enter. Each read shows the document (or why it cannot be
 * received); Enter on the empty field receives it — or every read is received at once with
 * "Recibir al leer". The summary of received and refused reads survives a reload.
 */
import { formatQuantity } from '@shared/numbers';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Tag } from 'primereact/tag';
import { useRef, useState } from 'react';
import { ApiError, api, errorMessage } from '../../lib/api';
import { formatDayTime } from '../../lib/dates';
import { ScanInput } from '../../lib/form/ScanInput';
import { PageHeader } from '../../lib/PageHeader';
import { NO_RECEIVER, ReceiverFields, type ReceiverValues } from './ReceiverFields';
import { loadSummary, type Read, saveSummary } from './summary';
import './delivery-events.css';

interface Looked {
  number: string;
  entry_id: number | null;
  subject: string | null;
  folios: number | null;
  office: string | null;
  control: string | null;
  receivable: boolean;
  refusal: string | null;
  /** Handed to another office: who took it must be named. */
  receiver_needed: boolean;
}

const BASE = '/api/v1/delivery-events';

export default function ReceivePage() {
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Looked | null>(null);
  const [auto, setAuto] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reads, setReads] = useState<Read[]>(loadSummary);
  const [receiver, setReceiver] = useState<ReceiverValues>(NO_RECEIVER);
  const [receiverErrors, setReceiverErrors] = useState<Record<string, string[]>>({});
  const input = useRef<HTMLInputElement>(null);

  const note = (read: Omit<Read, 'id'>) =>
    setReads((current) => {
      const next = [{ ...read, id: `${read.at}|${read.number}|${current.length}` }, ...current];
      saveSummary(next);
      return next;
    });

  const receive = async (scanned: string, looked: Looked | null) => {
    try {
      const answer = await api<{ data: { number: string; office: string | null; control: string | null } }>(BASE, {
        method: 'POST',
        body: { text: scanned, ...(looked?.receiver_needed && receiver) },
      });
      const d = answer.data;
      note({
        number: d.number,
        at: new Date().toISOString(),
        ok: true,
        detail: [d.office, d.control && `control ${d.control}`].filter(Boolean).join(' · '),
      });
      setShown(null);
      setReceiver(NO_RECEIVER);
      setReceiverErrors({});
    } catch (error) {
      if (looked?.receiver_needed && error instanceof ApiError && error.status === 422) {
        setReceiverErrors(error.errors);
        return;
      }
      note({
        number: looked?.number ?? scanned.toUpperCase(),
        at: new Date().toISOString(),
        ok: false,
        detail: errorMessage(error),
      });
      setShown(looked ? { ...looked, receivable: false, refusal: errorMessage(error) } : null);
    }
  };

  const read = async () => {
    const scanned = text.trim();
    setText('');
    setBusy(true);
    try {
      if (!scanned) {
        if (shown?.receivable && !shown.receiver_needed) await receive(shown.number, shown);
        return;
      }
      if (auto) {
        await receive(scanned, null);
        return;
      }
      const looked = (await api<{ data: Looked }>(`${BASE}/lookup?text=${encodeURIComponent(scanned)}`)).data;
      setShown(looked);
      setReceiver(NO_RECEIVER);
      setReceiverErrors({});
      if (looked.refusal)
        note({ number: looked.number, at: new Date().toISOString(), ok: false, detail: looked.refusal });
    } catch (error) {
      note({ number: scanned.toUpperCase(), at: new Date().toISOString(), ok: false, detail: errorMessage(error) });
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  const received = reads.filter((r) => r.ok).length;
  const refused = reads.length - received;
  return (
    <div className="page receive-page">
      <PageHeader title="Recibir documentos" />
      <section className="panel receive-scan">
        <label htmlFor="scan" className="receive-label">
          Lea el sticker con el lector (o escriba el número y presione Enter)
        </label>
        <ScanInput id="scan" inputRef={input} value={text} onChange={setText} onRead={() => void read()} />
        <label htmlFor="auto-receive" className="receive-auto">
          <Checkbox inputId="auto-receive" checked={auto} onChange={(e) => setAuto(Boolean(e.checked))} />
          Recibir al leer (sin confirmar cada documento)
        </label>
        {shown && (
          <article
            className={`receive-card ${shown.refusal ? 'is-refused' : 'is-ready'}`}
            aria-live="polite"
            aria-label="Documento leído"
          >
            <h2 className="cell-code">{shown.number}</h2>
            {shown.subject && <p>{shown.subject}</p>}
            <p className="text-muted">
              {[
                shown.office && `Para: ${shown.office}`,
                shown.folios && formatQuantity(shown.folios, 'folio', 'folios'),
                shown.control && `Control ${shown.control}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {shown.refusal ? (
              <p role="alert" className="receive-refusal">
                {shown.refusal}
              </p>
            ) : shown.receiver_needed ? (
              <form
                noValidate
                aria-label="Entregar"
                onSubmit={(e) => {
                  e.preventDefault();
                  void receive(shown.number, shown);
                }}
              >
                <ReceiverFields values={receiver} errors={receiverErrors} onChange={setReceiver} />
                <Button type="submit" label="Entregar" icon="pi pi-check" loading={busy} />
              </form>
            ) : (
              <Button
                type="button"
                label="Recibir (Enter)"
                icon="pi pi-inbox"
                loading={busy}
                onClick={() => void receive(shown.number, shown)}
              />
            )}
          </article>
        )}
      </section>
      <section className="panel receive-summary" aria-label="Resumen de la sesión">
        <header className="panel-heading">
          <h2>Resumen</h2>
          <span>
            <Tag severity="success" value={`${received} ${received === 1 ? 'recibido' : 'recibidos'}`} />{' '}
            <Tag severity="danger" value={`${refused} ${refused === 1 ? 'rechazado' : 'rechazados'}`} />
          </span>
        </header>
        {reads.length === 0 ? (
          <p className="text-muted">Aún no se leyó ningún documento.</p>
        ) : (
          <ol className="receive-reads">
            {reads.map((r) => (
              <li key={r.id} className={r.ok ? 'is-ok' : 'is-refused'}>
                <i className={r.ok ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden="true" />
                <span className="cell-code">{r.number}</span>
                <span className="text-muted">{formatDayTime(r.at)}</span>
                <span>{r.ok ? `Recibido${r.detail ? ` · ${r.detail}` : ''}` : r.detail}</span>
              </li>
            ))}
          </ol>
        )}
        {reads.length > 0 && (
          <Button
            type="button"
            label="Limpiar resumen"
            icon="pi pi-eraser"
            text
            onClick={() => {
              saveSummary([]);
              setReads([]);
            }}
          />
        )}
      </section>
    </div>
  );
}
