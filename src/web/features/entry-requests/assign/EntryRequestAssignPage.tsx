/**
 * "Asignar solicitud" of an entry request: the request beside the entry being registered, filled
 * in with what the office proposed (lib/requests/RequestAssignPage).
 */
import { entryInput } from '@shared/schemas/entries';
import { RequestAssignPage } from '../../../lib/requests/RequestAssignPage';
import { ENTRY_REQUEST_LOOK } from '../entry-requests.module';
import type { EntryRequest } from '../entry-requests.record';
import { RequestEntryFields } from '../form/RequestEntryFields';
import { knownOptions, requestValues } from '../form/values';

export default function EntryRequestAssignPage() {
  return (
    <RequestAssignPage<EntryRequest, typeof entryInput>
      look={ENTRY_REQUEST_LOOK}
      schema={entryInput}
      values={(request) => {
        const { paper_to_come: _p, urgency: _u, note: _n, ...entry } = requestValues(request);
        return entry;
      }}
      fields={(form, request) => <RequestEntryFields form={form} known={knownOptions(request, null)} />}
      summary={(request) => [
        ['Remitente', request.proposal_names?.sender?.name],
        ['Documento', request.proposal.sender_reference],
      ]}
      formLabel="Ingreso a registrar"
      submitLabel="Registrar ingreso"
      done={(request) => `Ingreso ${request.entry?.number ?? ''} registrado.`}
    />
  );
}
