/**
 * The output form's fields, in the order a clerk reads the document: what it is (shared with output
 * requests, lib/records/OutputDocumentFields), who signs it and from which office, what it answers,
 * to whom it goes, and how it is filed.
 */

import { can } from '@shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field } from '../../../lib/form/Field';
import { FormSection } from '../../../lib/form/FormSection';
import { LookupField } from '../../../lib/form/LookupField';
import { OfficeField } from '../../../lib/form/OfficeField';
import { FilingFields } from '../../../lib/records/FilingFields';
import { OutputDocumentFields, SignerField } from '../../../lib/records/OutputDocumentFields';
import { RecipientRows } from '../../../lib/records/RecipientRows';
import { useSession } from '../../../lib/session';
import { fetchEntry, replySubject, searchEntries } from './reply';
import type { KnownOptions, OutputForm } from './values';

const ENTRY_READERS = ['entries-index', 'entries-me', 'entries-all', 'entries-show'] as const;

/** Picking the entry answered fills what is still empty: the subject and the first recipient. */
function useReplyFill(form: OutputForm) {
  const queryClient = useQueryClient();
  return async (entryId: number | null) => {
    if (entryId === null) return;
    const entry = await queryClient.fetchQuery({
      queryKey: ['entries', 'record', entryId],
      queryFn: ({ signal }) => fetchEntry(entryId, signal),
    });
    if (!form.getValues('subject').trim()) form.setValue('subject', replySubject(entry));
    const recipients = form.getValues('recipients');
    if (recipients.length === 1 && !recipients[0]?.citizen_id)
      form.setValue('recipients.0.citizen_id', entry.sender_id);
  };
}

export function OutputFields({ form, known }: { form: OutputForm; known: KnownOptions }) {
  const { permissions, user } = useSession();
  const { control } = form;
  const anyOffice = can(permissions, ['outputs-create']);
  const fillReply = useReplyFill(form);
  const origin = useWatch({ control, name: 'origin_office_id' });
  return (
    <>
      <OutputDocumentFields form={form as unknown as UseFormReturn<FieldValues>} title="Documento" />

      <FormSection title="Origen y respuesta" />
      {anyOffice ? (
        <OfficeField
          control={control}
          name="origin_office_id"
          label="Oficina de origen"
          onSelect={() => form.setValue('signer_id', null)}
        />
      ) : (
        <Field id="origin_office_display" label="Oficina de origen" hint="Registra salidas de su propia oficina.">
          <InputText
            id="origin_office_display"
            value={user?.office ? `${user.office.code} - ${user.office.name}` : ''}
            disabled
            aria-describedby="origin_office_display-hint"
            className="w-full"
          />
        </Field>
      )}
      <SignerField control={control} officeId={origin} office="de origen" />
      {(can(permissions, ENTRY_READERS) || known.entry.length > 0) && (
        <div className="form-grid-full">
          <LookupField
            control={control}
            name="entry_id"
            label="En respuesta al ingreso (opcional)"
            resource="entries"
            search={searchEntries}
            initial={known.entry}
            placeholder="Número, asunto o remitente del ingreso"
            onSelect={(option) => void fillReply(option?.id ?? null)}
          />
        </div>
      )}

      <RecipientRows form={form as never} initial={known.citizens} />

      <FilingFields control={control} setValue={form.setValue} />
    </>
  );
}
