/**
 * The registration form's fields: the entry's own (lib/records/EntryDocumentFields, shared with
 * entry requests) with its response days, then where it is filed.
 */
import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { EntryDocumentFields } from '../../../lib/records/EntryDocumentFields';
import { FilingFields } from '../../../lib/records/FilingFields';
import type { Entry } from '../entries.record';
import { DuplicateNotice } from './DuplicateNotice';
import { ResponseDaysField } from './ResponseDaysField';
import { type EntryForm, knownOptions } from './values';

export function EntryFields({ form, record }: { form: EntryForm; record: Entry | undefined }) {
  const { control, setValue } = form;
  const known = useMemo(() => knownOptions(record), [record]);
  return (
    <>
      <EntryDocumentFields
        form={form as unknown as UseFormReturn<FieldValues>}
        known={known}
        receivedLabel="Fecha y hora de recepción"
        deadline={<ResponseDaysField control={control} />}
        afterContent={<DuplicateNotice form={form} exceptId={record?.id} />}
        onTypeSelect={(option) => {
          const days = option?.extra?.response_days;
          if (typeof days === 'number') setValue('response_days', days);
        }}
      />
      <FilingFields control={control} setValue={setValue} classification={known.classification} />
    </>
  );
}
