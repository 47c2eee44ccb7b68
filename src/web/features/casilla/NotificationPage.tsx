/**
 * `/casilla/notificaciones/:id`: one notification of the signed-in citizen's casilla. Opening it is
 * the acuse de lectura (recorded by the server the first time). The citizen reads the dates, opens
 * or downloads the signed document, the anexos and the constancia, and replies: a submission of the
 * virtual desk linked to the output, sent without confirming the address again.
 */

import { formatFileSize } from '@shared/numbers';
import { CASILLA_NOTIFICATION_STATES, type CasillaNotificationDetail } from '@shared/schemas/casilla-notifications';
import { ELECTRONIC_NOTICE_RULES } from '@shared/schemas/delivery';
import type { DeskOptions } from '@shared/schemas/virtual-desk';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useParams } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { ApiError, errorMessage } from '../../lib/api';
import { downloadBlob, openBlankTab } from '../../lib/attachments/blobs';
import { formatDayTime } from '../../lib/dates';
import { DeskDocumentFields } from '../../lib/desk/DeskDocumentFields';
import { DeskFiles } from '../../lib/desk/DeskFiles';
import { Notice } from '../../lib/desk/Notice';
import { usePublicLoad } from '../../lib/desk/publicLoad';
import { useDeskFiles } from '../../lib/desk/useDeskFiles';
import { FormTextField } from '../../lib/form/FormTextField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../lib/form/serverErrors';
import { Spinner } from '../../lib/Spinner';
import {
  casillaDeskOptions,
  casillaToken,
  forgetCasillaToken,
  notificationFile,
  openNotification,
  replyToNotification,
} from './api';
import './casilla.css';

const ROLES = { documento: 'Documento firmado', anexo: 'Anexo', constancia: 'Constancia de notificación' } as const;

function Files({ notice }: { notice: CasillaNotificationDetail }) {
  const [failure, setFailure] = useState<string | null>(null);
  const fetchFile = (fileId: number) => notificationFile(notice.id, fileId);
  const open = (file: CasillaNotificationDetail['files'][number]) => {
    const tab = openBlankTab();
    fetchFile(file.id)
      .then((blob) => tab.show(blob, file.name))
      .catch((error: unknown) => {
        tab.close();
        setFailure(errorMessage(error));
      });
  };
  const download = (file: CasillaNotificationDetail['files'][number]) =>
    fetchFile(file.id)
      .then((blob) => downloadBlob(blob, file.name))
      .catch((error: unknown) => setFailure(errorMessage(error)));
  return (
    <>
      <ul className="casilla-files" aria-label="Archivos de la notificación">
        {notice.files.map((file) => (
          <li key={file.id}>
            <span>
              <strong>{ROLES[file.role]}</strong>: {file.name}{' '}
              <small className="text-muted">({formatFileSize(file.size)})</small>
            </span>
            <span>
              <Button
                type="button"
                label="Abrir"
                icon="pi pi-external-link"
                size="small"
                text
                aria-label={`Abrir ${file.name}`}
                onClick={() => open(file)}
              />
              <Button
                type="button"
                label="Descargar"
                icon="pi pi-download"
                size="small"
                text
                aria-label={`Descargar ${file.name}`}
                onClick={() => void download(file)}
              />
            </span>
          </li>
        ))}
      </ul>
      {!notice.files.some((f) => f.role === 'constancia') && (
        <p className="text-muted">La constancia de notificación estará disponible en unos momentos.</p>
      )}
      {failure && (
        <Notice kind="error" icon="pi-exclamation-circle">
          {failure}
        </Notice>
      )}
    </>
  );
}

interface ReplyValues {
  type_entry_id: number | null;
  subject: string;
  folios: string;
  phone: string;
}

function ReplyForm({ notice, options }: { notice: CasillaNotificationDetail; options: DeskOptions }) {
  const form = useForm<ReplyValues>({
    defaultValues: { type_entry_id: null, subject: '', folios: '1', phone: '' },
  });
  const files = useDeskFiles(useFormErrorHandler(form));
  const [done, setDone] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.append('type_entry_id', values.type_entry_id === null ? '' : String(values.type_entry_id));
    body.append('subject', values.subject);
    body.append('folios', values.folios);
    body.append('phone', values.phone);
    files.attach(body);
    try {
      setDone((await replyToNotification(notice.id, body)).message);
    } catch (error) {
      files.fail(error);
    }
  });
  if (done)
    return (
      <Notice kind="success" icon="pi-check-circle">
        {done}
      </Notice>
    );
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Responder la notificación">
      <DeskDocumentFields form={form} typeEntries={options.type_entries} />
      <FormTextField
        form={form}
        name="phone"
        type="tel"
        inputMode="tel"
        label="Teléfono de contacto"
        autoComplete="tel"
      />
      <DeskFiles maxMb={options.settings.max_file_mb} maxFiles={options.settings.max_files} {...files.fields} />
      <SubmitButton label="Enviar respuesta" icon="pi-send" loading={form.formState.isSubmitting} fullWidth />
    </form>
  );
}

function Notification({ id }: { id: string }) {
  const load = usePublicLoad(id, (signal) =>
    Promise.all([openNotification(id, signal), casillaDeskOptions(signal)]).then(([notice, options]) => ({
      notice: notice.data,
      options,
    })),
  );
  const ended = load.error instanceof ApiError && load.error.status === 401;
  useEffect(() => {
    if (ended) forgetCasillaToken();
  }, [ended]);
  if (ended) return <Navigate to="/casilla/ingresar" replace />;
  if (load.error)
    return (
      <Notice kind="error" icon="pi-exclamation-circle">
        {errorMessage(load.error)}
      </Notice>
    );
  if (!load.data) return <Spinner />;
  const { notice, options } = load.data;
  return (
    <div className="form">
      <h2 className="desk-section">
        {notice.type} {notice.output_number}
      </h2>
      <p>{notice.subject}</p>
      <dl className="casilla-account">
        <div>
          <dt>Emitido por</dt>
          <dd>{notice.office}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>{CASILLA_NOTIFICATION_STATES[notice.state]}</dd>
        </div>
        <div>
          <dt>Depositado</dt>
          <dd>{formatDayTime(notice.deposited_at)}</dd>
        </div>
        <div>
          <dt>Leído por primera vez</dt>
          <dd>{notice.read_at ? formatDayTime(notice.read_at) : '—'}</dd>
        </div>
        <div>
          <dt>Fecha de notificación</dt>
          <dd>
            {notice.notified_at ? formatDayTime(notice.notified_at) : '—'}{' '}
            <small className="text-muted">({ELECTRONIC_NOTICE_RULES[notice.rule].toLowerCase()})</small>
          </dd>
        </div>
      </dl>
      <Files notice={notice} />
      {notice.replies.length > 0 && (
        <p>
          Respuestas enviadas:{' '}
          {notice.replies
            .map((r) => `${r.request_number}${r.received_at ? ` (${formatDayTime(r.received_at)})` : ''}`)
            .join(', ')}
        </p>
      )}
      <h2 className="desk-section">Responder</h2>
      <p className="text-muted">
        Su respuesta llega a la mesa de partes virtual como una solicitud vinculada a este documento.
      </p>
      <ReplyForm notice={notice} options={options} />
    </div>
  );
}

export default function NotificationPage() {
  const { id = '' } = useParams();
  if (!casillaToken()) return <Navigate to="/casilla/ingresar" replace />;
  return (
    <AuthCard title="Notificación electrónica" subtitle="Mi casilla electrónica" wide>
      <Notification id={id} />
      <AuthLink to="/casilla" icon="pi-arrow-left">
        Volver a mi casilla
      </AuthLink>
    </AuthCard>
  );
}
