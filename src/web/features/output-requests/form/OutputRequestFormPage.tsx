/**
 * "Nueva solicitud de salida" and its edit (while pending or observed): the output the office
 * wants numbered and dispatched, with its recipients, then what mesa de partes should know.
 */
import { outputRequestInput, REQUEST_STATES } from '@shared/schemas/requests';
import { useState } from 'react';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { LoadError } from '../../../lib/LoadError';
import { lockReason } from '../../../lib/records/lockReason';
import { type PromotedDocument, PromotedNotice, promotedCitizen, usePromoted } from '../../../lib/requests/promoted';
import { RegistryFields } from '../../../lib/requests/RegistryFields';
import { Spinner } from '../../../lib/Spinner';
import { useSession } from '../../../lib/session';
import type { OutputRequest } from '../output-requests.record';
import { ProposedOutputFields } from './ProposedOutputFields';
import { knownOptions, promotedDefaults, requestDefaults, requestValues } from './values';
import '../../../lib/requests/requests.css';

const LOCK_REASON = lockReason({ one: 'la solicitud', all: 'las solicitudes' }, REQUEST_STATES);

export default function OutputRequestFormPage() {
  const promoted = usePromoted('supporting-outputs');
  if (promoted.error) return <LoadError error={promoted.error} onRetry={() => void promoted.retry()} />;
  if (promoted.waiting) return <Spinner />;
  return <OutputRequestForm promoted={promoted.document} />;
}

function OutputRequestForm({ promoted }: { promoted: PromotedDocument | undefined }) {
  const { user } = useSession();
  const [defaults] = useState(() => (promoted ? promotedDefaults(promoted) : requestDefaults()));
  const fromDocument = promotedCitizen(promoted);
  return (
    <ResourceFormPage<typeof outputRequestInput, OutputRequest>
      resource="output-requests"
      noun="solicitud de salida"
      feminine
      schema={outputRequestInput}
      defaults={defaults}
      toValues={requestValues}
      deskKeys
      lockedReason={LOCK_REASON}
      afterSave={(request) => `/output-requests/${request.id}`}
      fields={(form, record) => (
        <>
          {!record && <PromotedNotice resource="supporting-outputs" document={promoted} />}
          <ProposedOutputFields
            form={form as never}
            known={knownOptions(record, fromDocument)}
            officeId={record?.requesting_office_id ?? user?.office?.id}
          />
          <RegistryFields form={form as never} />
        </>
      )}
    />
  );
}
