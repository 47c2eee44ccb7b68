/**
 * The values of the blocks document forms share (DocumentContentFields, FilingFields and the
 * entry's and output's own fields): empty for a new record, and from a saved one to edit it.
 */
import { emptyRecipient } from './RecipientRows';

interface Content {
  subject: string;
  summary: string | null;
  folios: number;
  annexes: string | null;
}

interface Filing {
  classification_id: number | null;
  series_id: number | null;
  subseries_id: number | null;
}

/** No subject or summary yet, one folio, no annexes. */
export const emptyContent = () => ({ subject: '', summary: '', folios: 1, annexes: '' });

/** Not filed yet: no classification, series or subseries. */
export const emptyFiling = () => ({ classification_id: null, series_id: null, subseries_id: null });

/** A saved document's subject, summary, folios and annexes as the form edits them (empty text, not null). */
export const contentValues = (d: Content) => ({
  subject: d.subject,
  summary: d.summary ?? '',
  folios: d.folios,
  annexes: d.annexes ?? '',
});

export const filingValues = (d: Filing) => ({
  classification_id: d.classification_id,
  series_id: d.series_id,
  subseries_id: d.subseries_id,
});

/** An entry received in person, normal priority, one folio; its type, sender and assignee still to choose. */
export const emptyEntryDocument = () => ({
  channel: 'presencial' as const,
  sender_reference: '',
  sender_date: null,
  ...emptyContent(),
  assignee_id: null,
  priority: 'normal' as const,
  response_days: null,
  ...emptyFiling(),
});

/** An output issued now, normal priority, one folio and one recipient still to choose. */
export const emptyOutputDocument = () => ({
  issued_at: new Date().toISOString(),
  type_output_id: undefined,
  reference: '',
  document_date: null,
  ...emptyContent(),
  signer_id: null,
  priority: 'normal' as const,
  ...emptyFiling(),
  recipients: [emptyRecipient()],
});
