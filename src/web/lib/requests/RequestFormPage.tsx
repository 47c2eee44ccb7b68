/**
 * "Nueva solicitud" and "Editar solicitud" of either kind (while pending or observed): started
 * from a supporting document when `?supporting=` names one, the record it proposes (the kind's
 * fields), then what mesa de partes should know — urgency, whether the paper original is still to
 * come, a note.
 */
import type { LookupOption } from '@shared/crud';
import { REQUEST_STATES } from '@shared/schemas/requests';
import { type ReactNode, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceFormPage } from '../crud/ResourceFormPage';
import { LoadError } from '../LoadError';
import { lockReason } from '../records/lockReason';
import { Spinner } from '../Spinner';
import { type PromotedDocument, PromotedNotice, promotedCitizen, usePromoted } from './promoted';
import { RegistryFields } from './RegistryFields';
import type { RequestRecord, RequestResource } from './request';
import './requests.css';

const LOCK_REASON = lockReason({ one: 'la solicitud', all: 'las solicitudes' }, REQUEST_STATES);

interface RequestFormPageProps<S extends z.ZodType<FieldValues, FieldValues>, R extends RequestRecord> {
  resource: RequestResource;
  /** «solicitud de ingreso». */
  noun: string;
  schema: S;
  /** The supporting documents a request of this kind is promoted from. */
  from: 'supporting-entries' | 'supporting-outputs';
  /** A new request's values, from the supporting document when there is one. */
  defaults: (promoted: PromotedDocument | undefined) => DefaultValues<z.input<S>>;
  toValues: (record: R) => DefaultValues<z.input<S>>;
  /** The proposed record's fields; `fromDocument` is the supporting document's citizen. */
  proposed: (
    form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
    record: R | undefined,
    fromDocument: LookupOption[],
  ) => ReactNode;
}

export function RequestFormPage<S extends z.ZodType<FieldValues, FieldValues>, R extends RequestRecord>(
  props: RequestFormPageProps<S, R>,
) {
  const promoted = usePromoted(props.from);
  if (promoted.error) return <LoadError error={promoted.error} onRetry={() => void promoted.retry()} />;
  if (promoted.waiting) return <Spinner />;
  return <RequestForm {...props} promoted={promoted.document} />;
}

function RequestForm<S extends z.ZodType<FieldValues, FieldValues>, R extends RequestRecord>({
  promoted,
  ...props
}: RequestFormPageProps<S, R> & { promoted: PromotedDocument | undefined }) {
  const [defaults] = useState(() => props.defaults(promoted));
  const fromDocument = promotedCitizen(promoted);
  return (
    <ResourceFormPage<S, R>
      resource={props.resource}
      noun={props.noun}
      feminine
      schema={props.schema}
      defaults={defaults}
      toValues={props.toValues}
      deskKeys
      lockedReason={LOCK_REASON}
      afterSave={(request) => `/${props.resource}/${request.id}`}
      fields={(form, record) => (
        <>
          {!record && <PromotedNotice resource={props.from} document={promoted} />}
          {props.proposed(form, record, fromDocument)}
          <RegistryFields form={form as never} />
        </>
      )}
    />
  );
}
