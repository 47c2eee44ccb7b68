/**
 * "Registro rápido": a dialog with the citizen form that registers a citizen (POST /api/v1/citizens)
 * without leaving the screen that needs one, and hands back the new record as a lookup option.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { LookupOption } from '@shared/crud';
import { citizenInput } from '@shared/schemas/citizens';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveRecord } from '../crud/hooks';
import { DeskForm } from '../form/DeskForm';
import { SubmitButton } from '../form/SubmitButton';
import { useFormSubmit } from '../form/serverErrors';
import { useToast } from '../toast';
import { CitizenFields } from './CitizenFields';
import { type Citizen, type CitizenFormValues, citizenDraft, citizenOption } from './citizen';

interface CitizenQuickCreateProps {
  visible: boolean;
  onHide: () => void;
  /** The new citizen as a lookup option, and the whole record. */
  onCreated: (option: LookupOption, citizen: Citizen) => void;
  /** What the clerk searched before, e.g. a DNI: it starts the form (`citizenDraft`). */
  draft?: string;
}

export function CitizenQuickCreate({ visible, onHide, onCreated, draft = '' }: CitizenQuickCreateProps) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header="Registro rápido de destinatario"
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '46rem' }}
    >
      {/* Mounted only while open: every opening starts with an empty form. */}
      {visible && <QuickCreateForm draft={draft} onCancel={onHide} onCreated={onCreated} />}
    </Dialog>
  );
}

function QuickCreateForm({
  draft,
  onCancel,
  onCreated,
}: {
  draft: string;
  onCancel: () => void;
  onCreated: CitizenQuickCreateProps['onCreated'];
}) {
  const save = useSaveRecord<Citizen>('citizens');
  const toast = useToast();
  const form = useForm<CitizenFormValues, unknown, z.output<typeof citizenInput>>({
    resolver: zodResolver(citizenInput),
    defaultValues: citizenDraft(draft),
  });
  // The keyboard starts where typing is needed: the name once the document is known.
  useEffect(() => {
    const { document_number: known, person_type: type } = form.getValues();
    form.setFocus(!known ? 'person_type' : type === 'JURIDICA' ? 'business_name' : 'names');
  }, [form]);
  const submit = useFormSubmit(form, async (values) => {
    const answer = await save.mutateAsync({ values });
    const option = citizenOption(answer.data);
    toast.success(`Destinatario registrado: ${option.label}.`);
    onCreated(option, answer.data);
  });
  return (
    <DeskForm
      className="form form-grid"
      noValidate
      aria-label="Registro rápido de destinatario"
      onSubmit={(event) => {
        // The dialog may open from another form: its submit must not reach that one.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <CitizenFields form={form} idPrefix="quick-" />
      <div className="form-actions form-grid-full">
        <Button type="button" label="Cancelar" text onClick={onCancel} />
        <SubmitButton label="Registrar" icon="pi-check" loading={form.formState.isSubmitting} />
      </div>
    </DeskForm>
  );
}
