/**
 * "Solicitudes de salida" as a document module: the list (the operators' queue oldest first with
 * its waiting time, "my requests" for the offices) and the request's page (the output it proposes
 * with its recipients, its state, the output it became, the actions its `can` allows), drawn by
 * lib/records from the parts both request kinds share (lib/requests).
 */
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { codeName } from '../../lib/crud/columns';
import { sameId } from '../../lib/crud/historyFormats';
import { formatDate, formatDayTime } from '../../lib/dates';
import { summaryItem } from '../../lib/records/items';
import { personName } from '../../lib/records/names';
import type { RequestKindLook } from '../../lib/requests/AssignNotice';
import { defineRequestModule } from '../../lib/requests/requestModule';
import type { OutputRequest } from './output-requests.record';
import '../../lib/requests/requests.css';

export const OUTPUT_REQUEST_LOOK: RequestKindLook = {
  resource: 'output-requests',
  recordNoun: 'la salida',
  sameAs: 'la misma oficina, referencia y fecha',
};

/** "Juan Pérez (DNI 45871236), Av. Los Álamos 123": one line per proposed recipient. */
export function recipientNames(request: OutputRequest) {
  const names = request.proposal_names?.recipients ?? [];
  return (
    <ul className="request-recipients">
      {request.proposal.recipients.map((recipient, i) => {
        const citizen = names[i];
        const who = citizen
          ? `${citizen.name} (${citizen.document_type} ${citizen.document_number})`
          : `Destinatario n.º ${recipient.citizen_id}`;
        return (
          <li key={recipient.citizen_id}>
            {who}
            {recipient.address && <span className="text-muted"> · {recipient.address}</span>}
            {recipient.reference && <span className="text-muted"> · {recipient.reference}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export const outputRequestsModule = defineRequestModule<OutputRequest>({
  look: OUTPUT_REQUEST_LOOK,
  title: 'Solicitudes de salida',
  subtitle: 'Documentos que las oficinas piden numerar y despachar a mesa de partes.',
  searchPlaceholder: 'Buscar por número, asunto o referencia del documento',
  exportName: 'solicitudes-salida',
  result: {
    resource: 'outputs',
    field: 'output',
    header: 'Salida',
    label: 'Salida registrada',
    record: (r) => (r.output_id && r.output ? { ...r.output, id: r.output_id } : null),
  },
  proposed: [
    { label: 'Tipo de salida', value: (r) => r.proposal_names?.type_output?.name },
    { label: 'Referencia del documento', value: (r) => r.proposal.reference },
    {
      label: 'Fecha del documento',
      value: (r) => r.proposal.document_date && formatDate(r.proposal.document_date),
    },
    {
      label: 'Fecha y hora de emisión',
      value: (r) => r.proposal.issued_at && formatDayTime(r.proposal.issued_at),
    },
    { label: 'Folios', value: (r) => r.proposal.folios },
    { label: 'Anexos', value: (r) => r.proposal.annexes, optional: true },
    { label: 'Prioridad', value: (r) => ENTRY_PRIORITIES[r.proposal.priority] },
    { label: 'Oficina de origen', value: (r) => codeName(r.proposal_names?.origin_office) },
    { label: 'Firmante', value: (r) => personName(r.proposal_names?.signer), optional: true },
    { label: 'Asunto', value: (r) => r.subject, wide: true },
    summaryItem((r) => r.proposal.summary),
    { label: 'Destinatarios', value: recipientNames, wide: true },
  ],
  history: {
    labels: { sender_reference: 'Referencia del documento' },
    formats: (request) => ({
      type_output_id: sameId(request.proposal.type_output_id, request.proposal_names?.type_output?.name),
      output_id: sameId(request.output_id, request.output?.number),
    }),
  },
});
