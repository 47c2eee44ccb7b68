/**
 * "Asignar solicitud" of an output request: the request beside the output being registered,
 * filled in with what the office proposed (lib/requests/RequestAssignPage). Confirming numbers it.
 */
import { outputInput } from '@shared/schemas/outputs';
import { codeName } from '../../../lib/crud/columns';
import { RequestAssignPage } from '../../../lib/requests/RequestAssignPage';
import { ProposedOutputFields } from '../form/ProposedOutputFields';
import { knownOptions, proposedValues } from '../form/values';
import { OUTPUT_REQUEST_LOOK, recipientNames } from '../output-requests.module';
import type { OutputRequest } from '../output-requests.record';

/** The output as the assign body carries it (a request never answers an entry). */
const proposedOutput = outputInput.omit({ entry_id: true });

export default function OutputRequestAssignPage() {
  return (
    <RequestAssignPage<OutputRequest, typeof proposedOutput>
      look={OUTPUT_REQUEST_LOOK}
      schema={proposedOutput}
      values={proposedValues}
      fields={(form, request) => (
        <ProposedOutputFields
          form={form}
          known={knownOptions(request)}
          officeId={request.proposal.origin_office_id ?? request.requesting_office_id}
        />
      )}
      summary={(request) => [
        ['Oficina de origen', codeName(request.proposal_names?.origin_office)],
        ['Referencia', request.proposal.reference],
        ['Destinatarios', recipientNames(request)],
      ]}
      formLabel="Salida a registrar"
      submitLabel="Registrar salida"
      done={(request) => `Salida ${request.output?.number ?? ''} registrada.`}
    />
  );
}
