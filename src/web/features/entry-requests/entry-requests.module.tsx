/**
 * "Solicitudes de ingreso" as a document module: the list (the operators' queue oldest first with
 * its waiting time, "my requests" for the offices) and the request's page (what it proposes, its
 * state, the entry it became, the actions its `can` allows), drawn by lib/records from the parts
 * both request kinds share (lib/requests).
 */
import { ENTRY_CHANNELS, ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { codeName } from '../../lib/crud/columns';
import { sameId } from '../../lib/crud/historyFormats';
import { formatDate } from '../../lib/dates';
import { summaryItem } from '../../lib/records/items';
import { personName } from '../../lib/records/names';
import type { RequestKindLook } from '../../lib/requests/AssignNotice';
import { defineRequestModule } from '../../lib/requests/requestModule';
import type { EntryRequest } from './entry-requests.record';
import '../../lib/requests/requests.css';

export const ENTRY_REQUEST_LOOK: RequestKindLook = {
  resource: 'entry-requests',
  recordNoun: 'el ingreso',
  sameAs: 'el mismo remitente, documento y fecha',
};

export const entryRequestsModule = defineRequestModule<EntryRequest>({
  look: ENTRY_REQUEST_LOOK,
  title: 'Solicitudes de ingreso',
  subtitle: 'Documentos que las oficinas piden registrar a mesa de partes.',
  searchPlaceholder: 'Buscar por número, asunto o documento del remitente',
  exportName: 'solicitudes-ingreso',
  result: {
    resource: 'entries',
    field: 'entry',
    header: 'Ingreso',
    label: 'Ingreso registrado',
    record: (r) => (r.entry_id && r.entry ? { ...r.entry, id: r.entry_id } : null),
  },
  proposed: [
    { label: 'Tipo de ingreso', value: (r) => r.proposal_names?.type_entry?.name },
    { label: 'Remitente', value: (r) => r.proposal_names?.sender?.name },
    { label: 'Documento del remitente', value: (r) => r.proposal.sender_reference },
    { label: 'Fecha del documento', value: (r) => r.proposal.sender_date && formatDate(r.proposal.sender_date) },
    { label: 'Folios', value: (r) => r.proposal.folios },
    { label: 'Anexos', value: (r) => r.proposal.annexes, optional: true },
    { label: 'Canal', value: (r) => ENTRY_CHANNELS[r.proposal.channel] },
    { label: 'Prioridad', value: (r) => ENTRY_PRIORITIES[r.proposal.priority] },
    {
      label: 'Oficina de destino',
      value: (r) =>
        r.proposal.destination_office_id == null
          ? 'Sin oficina de destino (la asigna mesa de partes)'
          : codeName(r.proposal_names?.destination_office),
    },
    { label: 'Responsable', value: (r) => personName(r.proposal_names?.assignee), optional: true },
    { label: 'Asunto', value: (r) => r.subject, wide: true },
    summaryItem((r) => r.proposal.summary),
  ],
  history: {
    formats: (request) => ({
      sender_id: sameId(request.proposal.sender_id, request.proposal_names?.sender?.name),
      entry_id: sameId(request.entry_id, request.entry?.number),
    }),
  },
});
