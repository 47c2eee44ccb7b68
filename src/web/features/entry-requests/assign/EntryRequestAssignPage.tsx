/**
 * "Asignar solicitud": the request on the left, the entry being registered on the right, filled
 * in with what the office proposed. The operator corrects what is wrong and confirms: the entry is
 * registered with its number in the same step, the request becomes "Asignada" and its files move
 * to the entry. A likely duplicate is shown before confirming.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { entryInput } from '@shared/schemas/entries';
import { REQUEST_STATES, REQUEST_URGENCIES } from '@shared/schemas/requests';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, api, errorMessage } from '../../../lib/api';
import { codeName, formatDateTime } from '../../../lib/crud/columns';
import { resourceUrl, useResourceRecord } from '../../../lib/crud/hooks';
import { StaleMessage } from '../../../lib/crud/StaleMessage';
import { deskKeyDown } from '../../../lib/form/deskKeys';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { focusFirstInvalid, useFormErrorHandler } from '../../../lib/form/serverErrors';
import { LoadError } from '../../../lib/LoadError';
import { PageHeader } from '../../../lib/PageHeader';
import { personName } from '../../../lib/records/names';
import { StateTag } from '../../../lib/records/tags';
import { Spinner } from '../../../lib/Spinner';
import { useToast } from '../../../lib/toast';
import { RequestEntryFields } from '../form/RequestEntryFields';
import { knownOptions, requestValues } from '../form/values';
import { type EntryRequest, waitingTime } from '../request';
import { DuplicateWarning } from '../show/AssignNotice';
import '../entry-requests.css';

type Values = z.input<typeof entryInput>;

export default function EntryRequestAssignPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<EntryRequest>('entry-requests', id);
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <AssignForm request={record.data} reload={() => record.refetch()} />;
}

function Summary({ request }: { request: EntryRequest }) {
  return (
    <aside className="panel request-assign-summary" aria-label="Solicitud">
      <h2 className="panel-title">
        Solicitud {request.number} <StateTag state={request.state} labels={REQUEST_STATES} />
      </h2>
      <dl>
        <dt>Oficina</dt>
        <dd>{codeName(request.requesting_office)}</dd>
        <dt>Solicitada por</dt>
        <dd>{personName(request.requested_by_user)}</dd>
        <dt>Enviada</dt>
        <dd>
          {formatDateTime(request.submitted_at)} (espera {waitingTime(request.submitted_at)})
        </dd>
        <dt>Urgencia</dt>
        <dd>{REQUEST_URGENCIES[request.urgency]}</dd>
        <dt>Original en papel</dt>
        <dd>{request.paper_to_come ? 'Por llegar' : 'No corresponde'}</dd>
        <dt>Asunto</dt>
        <dd>{request.subject}</dd>
        <dt>Remitente</dt>
        <dd>{request.proposal_names?.sender?.name}</dd>
        <dt>Documento</dt>
        <dd>{request.proposal.sender_reference ?? '—'}</dd>
        {request.note && (
          <>
            <dt>Nota</dt>
            <dd className="preserve-lines">{request.note}</dd>
          </>
        )}
      </dl>
      <DuplicateWarning request={request} />
    </aside>
  );
}

function AssignForm({ request, reload }: { request: EntryRequest; reload: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const [defaults] = useState(() => {
    const { paper_to_come: _p, urgency: _u, note: _n, ...entry } = requestValues(request);
    return entry as Values;
  });
  const form = useForm<Values, unknown, z.output<typeof entryInput>>({
    resolver: zodResolver(entryInput),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const onError = useFormErrorHandler(form);
  const formElement = useRef<HTMLFormElement>(null);
  const focusInvalid = () => requestAnimationFrame(() => focusFirstInvalid(formElement.current));

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api<{ data: EntryRequest }>(resourceUrl('entry-requests', `/${request.id}/assign`), {
        method: 'POST',
        body: { version: request.version, record: values },
      });
      queryClient.setQueryData(['entry-requests', 'record', request.id], answer.data);
      void queryClient.invalidateQueries({ queryKey: ['entry-requests', 'list'] });
      toast.success(`Ingreso ${answer.data.entry?.number ?? ''} registrado.`);
      navigate(`/entry-requests/${request.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(errorMessage(error));
        setStale(true);
      } else {
        onError(error);
        focusInvalid();
      }
    }
  }, focusInvalid);

  return (
    <div className="page">
      <PageHeader title={`Asignar solicitud ${request.number}`} />
      {stale && <StaleMessage onReload={() => void reload().then(() => setStale(false))} />}
      {!request.can.assign ? (
        <p className="panel">
          Esta solicitud ya no puede asignarse.{' '}
          <Link to={`/entry-requests/${request.id}`} className="cell-link">
            Volver a la solicitud
          </Link>
        </p>
      ) : (
        <div className="request-assign">
          <Summary request={request} />
          <form
            ref={formElement}
            className="panel form form-grid"
            aria-label="Ingreso a registrar"
            onSubmit={submit}
            onKeyDown={deskKeyDown}
            noValidate
          >
            <RequestEntryFields form={form as never} known={knownOptions(request, null)} />
            <div className="form-actions form-grid-full">
              <small className="form-keys-hint text-muted">
                <kbd>Ctrl</kbd> + <kbd>Enter</kbd> para registrar
              </small>
              <Link to={`/entry-requests/${request.id}`} className="p-button p-button-text p-component">
                <span className="p-button-label">Cancelar</span>
              </Link>
              <SubmitButton label="Registrar ingreso" icon="pi-check" loading={form.formState.isSubmitting} />
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
