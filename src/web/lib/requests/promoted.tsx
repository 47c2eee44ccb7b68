/**
 * "Promover a solicitud" (docs/domain.md §2): the request form opened from a supporting document's page
 * (`?supporting=ID`) starts from that document — subject, folios, references, the citizen, how it
 * is filed — and says so; on saving, the server links the two and gives the request its files.
 */
import type { LookupOption } from '@shared/crud';
import { Link, useSearchParams } from 'react-router';
import { useResourceRecord } from '../crud/hooks';
import { PageNotice } from '../crud/PageNotice';
import type { ResourceRecord } from '../crud/types';
import { contentValues, filingValues } from '../records/documentValues';

export interface PromotedDocument extends ResourceRecord {
  number: string;
  subject: string;
  summary: string | null;
  folios: number;
  annexes: string | null;
  reference: string | null;
  reference_date: string | null;
  party_kind: string;
  party_citizen_id: number | null;
  party_citizen: { id: number; name: string; document_type: string; document_number: string } | null;
  classification_id: number | null;
  series_id: number | null;
  subseries_id: number | null;
}

/** The supporting document named by `?supporting=`, while it loads, or undefined. */
export function usePromoted(resource: 'supporting-entries' | 'supporting-outputs') {
  const [params] = useSearchParams();
  const raw = Number(params.get('supporting'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const query = useResourceRecord<PromotedDocument>(resource, id);
  return {
    document: query.data,
    waiting: id !== undefined && !query.data && !query.error,
    error: query.error,
    retry: () => query.refetch(),
  };
}

/** The fields both directions take from the document as they are. */
export function promotedContent(d: PromotedDocument) {
  return { ...contentValues(d), ...filingValues(d), supporting_id: d.id };
}

/** The document's citizen (sender or recipient) as a lookup option the form knows without asking. */
export function promotedCitizen(d: PromotedDocument | undefined): LookupOption[] {
  const c = d?.party_citizen;
  return c ? [{ id: c.id, label: c.name, description: `${c.document_type} ${c.document_number}` }] : [];
}

export function PromotedNotice({
  resource,
  document,
}: {
  resource: 'supporting-entries' | 'supporting-outputs';
  document: PromotedDocument | undefined;
}) {
  if (!document) return null;
  return (
    <PageNotice
      severity="info"
      className="form-grid-full"
      text={`Solicitud a partir del documento de apoyo ${document.number}: sus datos están copiados abajo y sus archivos pasarán a la solicitud. Complete lo que falte.`}
      action={
        <Link to={`/${resource}/${document.id}`} className="cell-link nowrap">
          Ver el documento
        </Link>
      }
    />
  );
}
