/**
 * `/mesa-virtual/corregir/:token`: the signed link of an observation e-mail. The citizen reads the
 * reason, corrects the subject and folios and may send new files (they replace the earlier ones);
 * the request returns to the queue.
 */
import type { DeskCorrectionView, DeskOptions } from '@shared/schemas/virtual-desk';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { AuthCard } from '../../lib/AuthCard';
import { DeskFiles } from '../../lib/desk/DeskFiles';
import { type FileErrors, splitFileErrors } from '../../lib/desk/fileErrors';
import { PublicLoaded, usePublicLoad } from '../../lib/desk/publicLoad';
import { FormTextAreaField } from '../../lib/form/FormTextAreaField';
import { FormTextField } from '../../lib/form/FormTextField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../lib/form/serverErrors';
import { correctDesk, deskCorrection, deskOptions } from './api';

interface Loaded {
  view: DeskCorrectionView;
  options: DeskOptions;
}

function CorrectionForm({ token, view, options }: Loaded & { token: string }) {
  const form = useForm({ defaultValues: { subject: view.subject, folios: String(view.folios) } });
  const onError = useFormErrorHandler(form);
  const [main, setMain] = useState<File | null>(null);
  const [annexes, setAnnexes] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFileErrors({});
    const body = new FormData();
    body.append('subject', values.subject);
    body.append('folios', values.folios);
    if (main) body.append('principal', main);
    for (const file of annexes) body.append('anexos', file);
    try {
      setDone((await correctDesk(token, body)).request_number);
    } catch (error) {
      const { files, rest } = splitFileErrors(error);
      setFileErrors(files);
      if (rest) onError(rest);
    }
  });

  if (done)
    return (
      <p className="notice notice-success" role="status">
        <i className="pi pi-check-circle" aria-hidden="true" />
        <span>La solicitud {done} fue corregida y volvió a la cola de mesa de partes.</span>
      </p>
    );
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Corregir solicitud">
      <p className="notice notice-warn">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>
          Solicitud {view.request_number} observada: {view.reason}
          {view.observation ? `. ${view.observation}` : ''}
        </span>
      </p>
      <FormTextAreaField form={form} name="subject" label="Asunto" maxLength={500} />
      <FormTextField form={form} name="folios" label="Número de folios" inputMode="numeric" />
      <DeskFiles
        maxMb={options.settings.max_file_mb}
        maxFiles={options.settings.max_files}
        main={main}
        annexes={annexes}
        onMain={setMain}
        onAnnexes={setAnnexes}
        errors={fileErrors}
        optional
      />
      <SubmitButton label="Enviar corrección" icon="pi-send" loading={isSubmitting} fullWidth />
    </form>
  );
}

export default function CorrectionPage() {
  const { token = '' } = useParams();
  const load = usePublicLoad(token, (signal) =>
    Promise.all([deskCorrection(token, signal), deskOptions(signal)]).then(([view, options]) => ({ view, options })),
  );

  return (
    <AuthCard title="Corregir solicitud" subtitle="Mesa de partes virtual" wide>
      <PublicLoaded load={load}>{(loaded) => <CorrectionForm token={token} {...loaded} />}</PublicLoaded>
    </AuthCard>
  );
}
