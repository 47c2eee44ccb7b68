/**
 * The create/edit screen every resource uses: the shared zod schema validates before sending,
 * the server's field errors land on their fields, and a stale edit (409) offers a reload instead
 * of overwriting someone else's change.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { isStaleVersion } from '../api';
import { DeskForm, KeysHint } from '../form/DeskForm';
import { SubmitButton } from '../form/SubmitButton';
import { focusFirstInvalid, useFormErrorHandler } from '../form/serverErrors';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { Spinner } from '../Spinner';
import { useToast } from '../toast';
import { useResourceRecord, useSaveRecord } from './hooks';
import { PageNotice } from './PageNotice';
import { StaleMessage } from './StaleMessage';
import type { ResourceRecord } from './types';

export interface ResourceFormPageProps<S extends z.ZodType<FieldValues, FieldValues>, R extends ResourceRecord> {
  resource: string;
  /** Singular noun for titles: "tipo de ingreso". */
  noun: string;
  /** The noun is feminine: "Nueva serie" instead of "Nuevo …". */
  feminine?: boolean;
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  /** The form values of an existing record. */
  toValues: (record: R) => DefaultValues<z.input<S>>;
  fields: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>, record: R | undefined) => ReactNode;
  basePath?: string;
  /**
   * Where to go after saving; defaults to the list. May return a promise to keep the form on
   * screen until it settles (e.g. a dialog that must be read before leaving), or null to stay on
   * the form (e.g. to register another record in it).
   */
  afterSave?: (
    record: R,
    answer: Record<string, unknown>,
    form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
  ) => string | null | undefined | Promise<string | null | undefined>;
  /** Typed fast at a desk: Enter in a one-line field does not save (Ctrl+Enter saves every form, lib/form/DeskForm). */
  deskKeys?: boolean;
  /**
   * Why a record whose `can.update` is false cannot be edited (a document already sent on): its
   * edit page then says so, with a link back to the record, instead of a form nobody may save.
   */
  lockedReason?: (record: R) => string;
}

export function ResourceFormPage<S extends z.ZodType<FieldValues, FieldValues>, R extends ResourceRecord>(
  props: ResourceFormPageProps<S, R>,
) {
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const record = useResourceRecord<R>(props.resource, id);
  if (id !== undefined && record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (id !== undefined && !record.data) return <Spinner />;
  return <RecordForm {...props} record={record.data} reload={() => record.refetch()} />;
}

function RecordForm<S extends z.ZodType<FieldValues, FieldValues>, R extends ResourceRecord>({
  record,
  reload,
  ...props
}: ResourceFormPageProps<S, R> & { record: R | undefined; reload: () => Promise<unknown> }) {
  const basePath = props.basePath ?? `/${props.resource}`;
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveRecord<R>(props.resource);
  const [stale, setStale] = useState(false);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema as never),
    defaultValues: record ? props.toValues(record) : props.defaults,
    shouldFocusError: false,
  });
  const onError = useFormErrorHandler(form);
  const formElement = useRef<HTMLFormElement>(null);
  const focusInvalid = () => requestAnimationFrame(() => focusFirstInvalid(formElement.current));

  useEffect(() => {
    if (record) form.reset(props.toValues(record));
  }, [record, form, props.toValues]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({
        id: record?.id,
        values: record ? { ...values, version: record.version } : values,
      });
      toast.success(record ? 'Cambios guardados.' : 'Registro creado.');
      const next = await props.afterSave?.(answer.data, answer, form);
      if (next !== null) navigate(next ?? basePath);
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

  const title = record ? `Editar ${props.noun}` : `${props.feminine ? 'Nueva' : 'Nuevo'} ${props.noun}`;
  if (record && !record.can.update && props.lockedReason) {
    return (
      <div className="page">
        <PageHeader title={title} />
        <PageNotice
          severity="info"
          className="locked-notice"
          text={props.lockedReason(record)}
          action={
            <Link to={`${basePath}/${record.id}`} className="p-button p-button-sm p-component">
              <span className="p-button-icon p-button-icon-left pi pi-arrow-left" aria-hidden="true" />
              <span className="p-button-label">{`Volver ${props.feminine ? 'a la' : 'al'} ${props.noun}`}</span>
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader title={title} />
      {stale && <StaleMessage onReload={() => void reload().then(() => setStale(false))} />}
      <DeskForm ref={formElement} className="panel form form-grid" onSubmit={submit} desk={props.deskKeys} noValidate>
        {props.fields(form, record)}
        <div className="form-actions form-grid-full">
          {props.deskKeys && <KeysHint />}
          <Link to={basePath} className="p-button p-button-text p-component">
            <span className="p-button-label">Cancelar</span>
          </Link>
          <SubmitButton label="Guardar" icon="pi-check" loading={form.formState.isSubmitting} />
        </div>
      </DeskForm>
    </div>
  );
}
