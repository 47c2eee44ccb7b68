/**
 * The screen of a resource that is a single record (Configuración, Stickers): `GET` and `PUT
 * /api/v1/<resource>` answer `{ data, version, … }`. The same pattern as ResourceFormPage: the
 * shared zod schema validates before sending, the server's field errors land on their fields
 * (nested ones too: `holidays.0.date`), and a stale save (409) offers a reload.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { classNames } from 'primereact/utils';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, api, isStaleVersion } from '../api';
import { DeskForm } from '../form/DeskForm';
import { SubmitButton } from '../form/SubmitButton';
import { useFormErrorHandler } from '../form/serverErrors';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { Spinner } from '../Spinner';
import { useToast } from '../toast';
import { resourceUrl } from './hooks';
import { StaleMessage } from './StaleMessage';

export interface SingletonAnswer {
  data: object;
  /** Sent back with PUT; a stale one answers 409. */
  version: number;
}

export const singletonKey = (resource: string) => [resource, 'singleton'] as const;

export function useSingleton<A extends SingletonAnswer>(resource: string) {
  return useQuery({
    queryKey: singletonKey(resource),
    queryFn: ({ signal }) => api<A>(resourceUrl(resource), { signal }),
  });
}

type Form<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface SingletonFormPageProps<S extends z.ZodType<FieldValues, FieldValues>, A extends SingletonAnswer> {
  resource: string;
  title: string;
  subtitle?: string;
  schema: S;
  /** The form values of the record as loaded. */
  toValues: (answer: A) => DefaultValues<z.input<S>>;
  /** The form's fields (and anything shown beside them). */
  children: (form: Form<S>, answer: A) => ReactNode;
  /** More buttons before Guardar. */
  actions?: (form: Form<S>) => ReactNode;
  /** The form holds errors after a submit (its own or the server's): e.g. show the tab of the first one. */
  onInvalid?: (errors: FieldErrors<z.input<S>>) => void;
  onSaved?: (answer: A) => void;
  className?: string;
}

export function SingletonFormPage<S extends z.ZodType<FieldValues, FieldValues>, A extends SingletonAnswer>(
  props: SingletonFormPageProps<S, A>,
) {
  const query = useSingleton<A>(props.resource);
  let body: ReactNode;
  if (query.error) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Spinner />;
  else body = <SingletonForm {...props} answer={query.data} reload={() => query.refetch()} />;
  return (
    <div className="page">
      <PageHeader title={props.title} subtitle={props.subtitle} />
      {body}
    </div>
  );
}

function SingletonForm<S extends z.ZodType<FieldValues, FieldValues>, A extends SingletonAnswer>({
  answer,
  reload,
  ...props
}: SingletonFormPageProps<S, A> & { answer: A; reload: () => Promise<unknown> }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema as never),
    defaultValues: props.toValues(answer),
  });
  const onError = useFormErrorHandler(form);
  const save = useMutation({
    mutationFn: (values: object) =>
      api<A>(resourceUrl(props.resource), { method: 'PUT', body: { ...values, version: answer.version } }),
    onSuccess: (saved) => queryClient.setQueryData(singletonKey(props.resource), saved),
  });

  // A new answer (saved, or reloaded after a 409) replaces what the form shows.
  const toValues = useRef(props.toValues);
  toValues.current = props.toValues;
  useEffect(() => {
    form.reset(toValues.current(answer));
  }, [answer, form]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(values);
        toast.success('Cambios guardados.');
        props.onSaved?.(saved);
      } catch (error) {
        if (isStaleVersion(error)) {
          toast.failure(error);
          setStale(true);
        } else {
          onError(error);
          if (error instanceof ApiError && error.status === 422) props.onInvalid?.(form.formState.errors);
        }
      }
    },
    (errors) => props.onInvalid?.(errors),
  );

  return (
    <>
      {stale && <StaleMessage onReload={() => void reload().then(() => setStale(false))} />}
      <DeskForm className={classNames('form', props.className)} onSubmit={submit} noValidate>
        {props.children(form, answer)}
        <div className="form-actions singleton-actions">
          {props.actions?.(form)}
          <Button
            type="button"
            label="Descartar cambios"
            icon="pi pi-undo"
            text
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
            onClick={() => form.reset(props.toValues(answer))}
          />
          <SubmitButton label="Guardar" icon="pi-check" loading={form.formState.isSubmitting} />
        </div>
      </DeskForm>
    </>
  );
}
