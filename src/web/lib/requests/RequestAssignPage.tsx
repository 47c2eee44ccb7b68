/**
 * "Asignar solicitud": the request on the left, the record being registered on the right, filled
 * in with what the office proposed. The operator corrects what is wrong and confirms: the record
 * is registered with its number in the same step, the request becomes "Asignada" and its files
 * move to it. A likely duplicate is shown before confirming. Each kind gives its form and summary.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_STATES, REQUEST_URGENCIES } from '@shared/schemas/requests';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { api, isStaleVersion } from '../api';
import { codeName } from '../crud/columns';
import { resourceUrl, useResourceRecord } from '../crud/hooks';
import { StaleMessage } from '../crud/StaleMessage';
import { SubmitButton } from '../form/SubmitButton';
import { focusFirstInvalid, useFormErrorHandler } from '../form/serverErrors';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { personName } from '../records/names';
import { StateTag } from '../records/tags';
import { Spinner } from '../Spinner';
import { useToast } from '../toast';
import { DuplicateWarning, type RequestKindLook } from './AssignNotice';
import { type RequestRecord, waitingTime } from './request';
import './requests.css';
import { formatDayTime } from '../dates';
import { DeskForm, KeysHint } from '../form/DeskForm';

export interface AssignScreen<T extends RequestRecord, S extends z.ZodType<FieldValues>> {
  look: RequestKindLook;
  /** The record's input schema (entryInput, outputInput without the entry answered). */
  schema: S;
  /** The proposed record as the form's values. */
  values: (request: T) => DefaultValues<z.input<S>>;
  fields: (form: UseFormReturn<FieldValues>, request: T) => ReactNode;
  /** What the summary shows of the proposal, after the request's own lines. */
  summary: (request: T) => [string, ReactNode][];
  /** "Ingreso a registrar". */
  formLabel: string;
  /** "Registrar ingreso". */
  submitLabel: string;
  /** The toast once registered: "Ingreso ING-2026-000031 registrado." */
  done: (request: T) => string;
}

export function RequestAssignPage<T extends RequestRecord, S extends z.ZodType<FieldValues>>(
  screen: AssignScreen<T, S>,
) {
  const id = Number(useParams().id);
  const record = useResourceRecord<T>(screen.look.resource, id);
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <AssignForm screen={screen} request={record.data} reload={() => record.refetch()} />;
}

function Summary<T extends RequestRecord>({
  request,
  lines,
  sameAs,
}: {
  request: T;
  lines: [string, ReactNode][];
  sameAs: string;
}) {
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
          {formatDayTime(request.submitted_at)} (espera {waitingTime(request.submitted_at)})
        </dd>
        <dt>Urgencia</dt>
        <dd>{REQUEST_URGENCIES[request.urgency]}</dd>
        <dt>Original en papel</dt>
        <dd>{request.paper_to_come ? 'Por llegar' : 'No corresponde'}</dd>
        <dt>Asunto</dt>
        <dd>{request.subject}</dd>
        {lines.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </Fragment>
        ))}
        {request.note && (
          <>
            <dt>Nota</dt>
            <dd className="preserve-lines">{request.note}</dd>
          </>
        )}
      </dl>
      <DuplicateWarning request={request} sameAs={sameAs} />
    </aside>
  );
}

function AssignForm<T extends RequestRecord, S extends z.ZodType<FieldValues>>({
  screen,
  request,
  reload,
}: {
  screen: AssignScreen<T, S>;
  request: T;
  reload: () => Promise<unknown>;
}) {
  const { resource } = screen.look;
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const [defaults] = useState(() => screen.values(request));
  const form = useForm<FieldValues>({
    resolver: zodResolver(screen.schema as never),
    defaultValues: defaults as DefaultValues<FieldValues>,
    shouldFocusError: false,
  });
  const onError = useFormErrorHandler(form);
  const formElement = useRef<HTMLFormElement>(null);
  const focusInvalid = () => requestAnimationFrame(() => focusFirstInvalid(formElement.current));
  const back = `/${resource}/${request.id}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api<{ data: T }>(resourceUrl(resource, `/${request.id}/assign`), {
        method: 'POST',
        body: { version: request.version, record: values },
      });
      queryClient.setQueryData([resource, 'record', request.id], answer.data);
      void queryClient.invalidateQueries({ queryKey: [resource, 'list'] });
      toast.success(screen.done(answer.data));
      navigate(back);
    } catch (error) {
      if (isStaleVersion(error)) {
        toast.failure(error);
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
          <Link to={back} className="cell-link">
            Volver a la solicitud
          </Link>
        </p>
      ) : (
        <div className="request-assign">
          <Summary request={request} lines={screen.summary(request)} sameAs={screen.look.sameAs} />
          <DeskForm
            ref={formElement}
            className="panel form form-grid"
            aria-label={screen.formLabel}
            onSubmit={submit}
            desk
            noValidate
          >
            {screen.fields(form, request)}
            <div className="form-actions form-grid-full">
              <KeysHint verb="registrar" />
              <Link to={back} className="p-button p-button-text p-component">
                <span className="p-button-label">Cancelar</span>
              </Link>
              <SubmitButton label={screen.submitLabel} icon="pi-check" loading={form.formState.isSubmitting} />
            </div>
          </DeskForm>
        </div>
      )}
    </div>
  );
}
