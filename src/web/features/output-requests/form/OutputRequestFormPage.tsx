/**
 * "Nueva solicitud de salida" and its edit (while pending or observed): the output the office
 * wants numbered and dispatched, with its recipients, then what mesa de partes should know.
 */
import { outputRequestInput } from '@shared/schemas/requests';
import { RequestFormPage } from '../../../lib/requests/RequestFormPage';
import { useSession } from '../../../lib/session';
import type { OutputRequest } from '../output-requests.record';
import { ProposedOutputFields } from './ProposedOutputFields';
import { knownOptions, promotedDefaults, requestDefaults, requestValues } from './values';

export default function OutputRequestFormPage() {
  const { user } = useSession();
  return (
    <RequestFormPage<typeof outputRequestInput, OutputRequest>
      resource="output-requests"
      noun="solicitud de salida"
      schema={outputRequestInput}
      from="supporting-outputs"
      defaults={(promoted) => (promoted ? promotedDefaults(promoted) : requestDefaults())}
      toValues={requestValues}
      proposed={(form, record, fromDocument) => (
        <ProposedOutputFields
          form={form as never}
          known={knownOptions(record, fromDocument)}
          officeId={record?.requesting_office_id ?? user?.office?.id}
        />
      )}
    />
  );
}
