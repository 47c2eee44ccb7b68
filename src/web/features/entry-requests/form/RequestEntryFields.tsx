/**
 * The proposed entry's fields, as the entry form has them (lib/records/EntryDocumentFields), for
 * the requesting office and the operator who assigns it; when it reached the office is optional.
 */
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { EntryDocumentFields } from '../../../lib/records/EntryDocumentFields';
import type { knownOptions, RequestForm } from './values';

export function RequestEntryFields({
  form,
  known,
}: {
  form: RequestForm | UseFormReturn<FieldValues>;
  known: ReturnType<typeof knownOptions>;
}) {
  return (
    <EntryDocumentFields
      form={form as UseFormReturn<FieldValues>}
      known={known}
      receivedLabel="Recibido en la oficina (opcional)"
    />
  );
}
