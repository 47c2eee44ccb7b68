/**
 * "Nueva salida" and its edit. Opened as `/outputs/create?entry_id=…` (from an entry's "Responder
 * con una salida"), it starts as the reply: the entry, its sender as first recipient and the subject
 * "Respuesta a …". After saving, the output's page.
 */
import { OUTPUT_STATES, outputInput } from '@shared/schemas/outputs';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { LoadError } from '../../../lib/LoadError';
import { lockReason } from '../../../lib/records/lockReason';
import { emptyRecipient } from '../../../lib/records/RecipientRows';
import { Spinner } from '../../../lib/Spinner';
import { useSession } from '../../../lib/session';
import type { Output } from '../outputs.record';
import '../outputs.css';
import { OutputFields } from './OutputFields';
import { entryOption, type RepliedEntry, replySubject, senderOption, useRepliedEntry } from './reply';
import { emptyOutput, type KnownOptions, outputValues, recordOptions } from './values';

const LOCK_REASON = lockReason({ one: 'la salida', all: 'las salidas' }, OUTPUT_STATES);

export default function OutputFormPage() {
  const editing = useParams().id !== undefined;
  const [search] = useSearchParams();
  const asked = Number(search.get('entry_id'));
  const entryId = !editing && Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const entry = useRepliedEntry(entryId);
  if (entryId !== undefined && entry.error)
    return <LoadError error={entry.error} onRetry={() => void entry.refetch()} />;
  if (entryId !== undefined && !entry.data) return <Spinner />;
  return <OutputForm reply={entry.data} />;
}

function OutputForm({ reply }: { reply: RepliedEntry | undefined }) {
  const { user } = useSession();
  const [defaults] = useState(() => {
    const empty = emptyOutput(user?.office?.id);
    if (!reply) return empty;
    return {
      ...empty,
      entry_id: reply.id,
      subject: replySubject(reply),
      recipients: [emptyRecipient(reply.sender_id)],
    };
  });
  const replyOptions: KnownOptions = {
    entry: reply ? [entryOption(reply)] : [],
    citizens: reply ? senderOption(reply) : [],
  };
  return (
    <ResourceFormPage<typeof outputInput, Output>
      resource="outputs"
      noun="salida"
      feminine
      schema={outputInput}
      defaults={defaults}
      toValues={outputValues}
      deskKeys
      lockedReason={LOCK_REASON}
      afterSave={(output) => `/outputs/${output.id}`}
      fields={(form, record) => <OutputFields form={form} known={record ? recordOptions(record) : replyOptions} />}
    />
  );
}
