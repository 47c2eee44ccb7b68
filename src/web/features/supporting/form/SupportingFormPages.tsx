/** "Nuevo documento de ingreso / de salida" and their edit; after saving, the document's page with its number. */
import { SUPPORTING_STATES, supportingInput } from '@shared/schemas/supporting';
import { useParams } from 'react-router';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { lockReason } from '../../../lib/records/lockReason';
import { useSession } from '../../../lib/session';
import { SUPPORTING_ENTRIES, SUPPORTING_OUTPUTS, type Supporting, type SupportingKind } from '../supporting.record';
import { SupportingFields } from './SupportingFields';
import { emptySupporting, knownOptions, supportingValues } from './values';

const LOCK_REASON = lockReason({ one: 'el documento', all: 'los documentos de apoyo' }, SUPPORTING_STATES);

function SupportingFormPage({ kind }: { kind: SupportingKind }) {
  const { user } = useSession();
  const editing = useParams().id !== undefined;
  return (
    <ResourceFormPage<typeof supportingInput, Supporting>
      resource={kind.resource}
      noun={kind.formNoun}
      schema={supportingInput}
      defaults={emptySupporting(user?.office?.id)}
      toValues={supportingValues}
      deskKeys
      lockedReason={LOCK_REASON}
      afterSave={(doc) => `/${kind.resource}/${doc.id}`}
      fields={(form, record) => (
        <SupportingFields form={form} kind={kind} known={knownOptions(record)} editing={editing} />
      )}
    />
  );
}

export function SupportingEntryFormPage() {
  return <SupportingFormPage kind={SUPPORTING_ENTRIES} />;
}

export function SupportingOutputFormPage() {
  return <SupportingFormPage kind={SUPPORTING_OUTPUTS} />;
}
