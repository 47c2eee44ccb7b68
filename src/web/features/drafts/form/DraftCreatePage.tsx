/**
 * «Proyectar»: the draft's data, then the editor with the office's template already filled in.
 * Opened as `/drafts/create?entry_id=…` from an entry's «Responder» it answers that entry (its
 * sender as addressee, «Respuesta a: …», the reference filled by the server); with
 * `?target=supporting-outputs` from the supporting outputs it becomes one once signed.
 */
import type { One } from '@shared/pagination';
import { DRAFT_TARGETS, type DraftTarget, draftFormInput } from '@shared/schemas/drafts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import { resourceUrl } from '../../../lib/crud/hooks';
import { PageNotice } from '../../../lib/crud/PageNotice';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { LoadError } from '../../../lib/LoadError';
import { Spinner } from '../../../lib/Spinner';
import type { Draft } from '../drafts.record';
import { DraftFields } from './DraftFields';

interface AnsweredEntry {
  id: number;
  number: string;
  subject: string;
  sender_id: number;
  sender: { name: string } | null;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export default function DraftCreatePage() {
  const [search] = useSearchParams();
  const entryId = positive(search.get('entry_id'));
  const target: DraftTarget = search.get('target') === 'supporting-outputs' ? 'supporting-outputs' : 'outputs';
  const entry = useQuery({
    queryKey: ['entries', 'record', entryId],
    queryFn: ({ signal }) =>
      api<One<AnsweredEntry>>(resourceUrl('entries', `/${entryId}`), { signal }).then((a) => a.data),
    enabled: entryId !== undefined,
  });
  if (entryId !== undefined && entry.error)
    return <LoadError error={entry.error} onRetry={() => void entry.refetch()} />;
  if (entryId !== undefined && !entry.data) return <Spinner />;
  return <DraftCreateForm entry={entry.data} target={target} />;
}

function DraftCreateForm({ entry, target }: { entry: AnsweredEntry | undefined; target: DraftTarget }) {
  const [defaults] = useState(() => ({
    subject: entry ? `Respuesta a: ${entry.subject.replace(/^respuesta a:?\s*/i, '')}` : '',
    reference: '',
    copies: '',
    copy_office_ids: [],
    signer_id: null,
    reviewer_ids: [],
    citizen_ids: entry ? [entry.sender_id] : [],
    office_ids: [],
    target,
    entry_id: entry?.id ?? null,
  }));
  return (
    <>
      {entry && (
        <PageNotice
          severity="info"
          text={`Responde al ingreso ${entry.number}: la referencia se completa con su número.`}
          action={null}
        />
      )}
      <ResourceFormPage<typeof draftFormInput, Draft>
        resource="drafts"
        noun={`proyecto (${DRAFT_TARGETS[target].toLowerCase()})`}
        schema={draftFormInput}
        defaults={defaults}
        toValues={() => defaults}
        afterSave={(draft) => `/drafts/${draft.id}/edit`}
        fields={(form) => (
          <DraftFields
            form={form}
            known={{ citizens: entry?.sender ? [{ id: entry.sender_id, label: entry.sender.name }] : [] }}
          />
        )}
      />
    </>
  );
}
