/**
 * The proposed output's fields, in the order the output form has them (what it is, who signs it,
 * to whom it goes), as the requesting office and then the operator fill them in. The origin is
 * always the requesting office.
 */
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { OutputDocumentFields, SignerField } from '../../../lib/records/OutputDocumentFields';
import { RecipientRows } from '../../../lib/records/RecipientRows';
import type { KnownOptions, ProposedOutputValues } from './values';

export function ProposedOutputFields({
  form,
  known,
  officeId,
}: {
  form: UseFormReturn<ProposedOutputValues> | UseFormReturn<FieldValues>;
  known: KnownOptions;
  /** The requesting office: the signer is one of its people. */
  officeId: number | undefined;
}) {
  const { control } = form as UseFormReturn<ProposedOutputValues>;
  return (
    <>
      <OutputDocumentFields
        form={form as UseFormReturn<FieldValues>}
        title="Documento a emitir"
        initialType={known.type}
        summaryRows={2}
      />
      <SignerField control={control} officeId={officeId} office="solicitante" initial={known.signer} />
      <RecipientRows form={form as never} initial={known.citizens} />
    </>
  );
}
