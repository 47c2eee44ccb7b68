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
import { DeskDocumentFields } from '../../lib/desk/DeskDocumentFields';
import { DeskFiles } from '../../lib/desk/DeskFiles';
import { Notice } from '../../lib/desk/Notice';
import { PublicLoaded, usePublicLoad } from '../../lib/desk/publicLoad';
import { useDeskFiles } from '../../lib/desk/useDeskFiles';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../lib/form/serverErrors';
import { correctDesk, deskCorrection, deskOptions } from './api';

interface Loaded {
  view: DeskCorrectionView;
  options: DeskOptions;
}

function CorrectionForm({ token, view, options }: Loaded & { token: string }) {
  const form = useForm({ defaultValues: { subject: view.subject, folios: String(view.folios) } });
  const files = useDeskFiles(useFormErrorHandler(form));
  const [done, setDone] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.append('subject', values.subject);
    body.append('folios', values.folios);
    files.attach(body);
    try {
      setDone((await correctDesk(token, body)).request_number);
    } catch (error) {
      files.fail(error);
    }
  });

  if (done)
    return (
      <Notice kind="success" icon="pi-check-circle">
        La solicitud {done} fue corregida y volvió a la cola de mesa de partes.
      </Notice>
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
      <DeskDocumentFields form={form} />
      <DeskFiles
        maxMb={options.settings.max_file_mb}
        maxFiles={options.settings.max_files}
        {...files.fields}
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
