/** «Datos del documento»: the draft's type, addressees, subject, reference and people, saved with the current text and version. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RichDoc } from '@shared/rich-text';
import { draftFormInput } from '@shared/schemas/drafts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm } from 'react-hook-form';
import { api } from '../../../lib/api';
import { codeName } from '../../../lib/crud/columns';
import { resourceUrl } from '../../../lib/crud/hooks';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../../lib/form/serverErrors';
import { personName } from '../../../lib/records/names';
import { useToast } from '../../../lib/toast';
import type { Draft } from '../drafts.record';
import { DraftFields, type DraftForm } from '../form/DraftFields';

interface Props {
  draft: Draft;
  visible: boolean;
  onHide: () => void;
  /** The text and version to save with the data (the editor saves what is pending first). */
  current: () => Promise<{ version: number; body: RichDoc }>;
  saved: (version: number) => void;
}

const idsOf = (draft: Draft, key: 'citizen_id' | 'office_id') =>
  draft.addressees.flatMap((a) => (key in a ? [(a as Record<string, number>)[key]!] : []));

/** The addressees of one kind as lookup options, named as the letter names them (same order). */
const addresseeOptions = (draft: Draft, key: 'citizen_id' | 'office_id') =>
  draft.addressees.flatMap((a, i) =>
    key in a ? [{ id: (a as Record<string, number>)[key]!, label: draft.letter?.addressees[i]?.name ?? '' }] : [],
  );

export function DraftDataDialog(props: Props) {
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onHide}
      header="Datos del documento"
      modal
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '48rem' }}
    >
      {props.visible && <DataForm {...props} />}
    </Dialog>
  );
}

function DataForm({ draft, onHide, current, saved }: Props) {
  const toast = useToast();
  const form: DraftForm = useForm({
    resolver: zodResolver(draftFormInput),
    defaultValues: {
      type_output_id: draft.type_output_id,
      subject: draft.subject,
      reference: draft.reference ?? '',
      copies: draft.copies ?? '',
      copy_office_ids: draft.copy_office_ids,
      signer_id: draft.signer_id,
      reviewer_ids: draft.reviewers.map((r) => r.user_id),
      citizen_ids: idsOf(draft, 'citizen_id'),
      office_ids: idsOf(draft, 'office_id'),
      target: draft.target,
      entry_id: draft.entry_id,
    },
  });
  const onError = useFormErrorHandler(form as never);
  const submit = form.handleSubmit(async ({ target: _t, entry_id: _e, ...fields }) => {
    try {
      const { version, body } = await current();
      const answer = await api<{ data: Draft }>(resourceUrl('drafts', `/${draft.id}`), {
        method: 'PUT',
        body: { ...fields, body, version },
      });
      saved(answer.data.version);
      toast.success('Datos guardados.');
      onHide();
    } catch (error) {
      onError(error);
    }
  });
  const known = {
    type: draft.type_output ? [{ id: draft.type_output_id, label: draft.type_output.name }] : [],
    signer: draft.signer && draft.signer_id ? [{ id: draft.signer_id, label: personName(draft.signer) }] : [],
    reviewers: draft.reviewers.map((r) => ({ id: r.user_id, label: personName(r) })),
    citizens: addresseeOptions(draft, 'citizen_id'),
    offices: addresseeOptions(draft, 'office_id'),
    copyOffices: (draft.copy_offices ?? []).map((o) => ({ id: o.id, label: codeName(o) })),
  };
  return (
    <form className="form form-grid" onSubmit={submit} noValidate>
      <DraftFields form={form} known={known} />
      <div className="form-actions form-grid-full">
        <Button type="button" label="Cancelar" text onClick={onHide} />
        <SubmitButton label="Guardar datos" icon="pi pi-save" loading={form.formState.isSubmitting} />
      </div>
      <small className="text-muted form-grid-full">{codeName(draft.office)}</small>
    </form>
  );
}
