/**
 * «Firmar» (issue 28, docs/signatures.md): in the transaction that signs, the draft takes its
 * number, the reserved fields are filled in one incremental update, the author's signature is
 * applied over it and the document is registered — an output (its `reference` is the number) or a
 * supporting output (numbered by its own sequence) — with the signed PDF as its first attachment.
 * Anything that fails rolls the number back: a failed signature consumes nothing.
 */
import { randomInt } from 'node:crypto';
import type { OutputInput } from '@shared/schemas/outputs';
import type { SupportingInput } from '@shared/schemas/supporting';
import { CODE_ALPHABET, CODE_LENGTH, formatCode } from '@shared/schemas/tracking';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Tx } from '../../db/client';
import { typeOutputs, users } from '../../db/schema';
import { saveAttachments } from '../../lib/attachments/attachments';
import type { FileStore } from '../../lib/attachments/file-store';
import { conflict } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { registrationNumber } from '../../lib/records/registration-number';
import type { PdfSigner } from '../../lib/signatures';
import { registerOutput } from '../outputs/outputs.service';
import { supportingOutputsModule } from '../supporting/supporting.module';
import { fillReservedFields } from './drafts.fill';
import { reviewersOf } from './drafts.input';
import { AUTHOR, currentRevision, signRevision } from './drafts.revisions';
import type { DraftRow } from './drafts.scope';

export interface SigningContext {
  signer: PdfSigner;
  files: FileStore;
  /** APP_URL: the footer points to `<appUrl>/verificar-documento`. */
  appUrl: string;
}

/** The number of a signed output: per office, type and year (DOMAIN: `OFICIO N.° 000123-2026-OAJ`). */
export const SIGNED_OUTPUT_FORMAT = '{TIPO} N.° {NNNNNN}-{AAAA}-{SIGLA}';
export const SIGNED_OUTPUTS = 'signed-outputs';

/** `7K3M-9QXD`: Crockford's base 32 as the tracking codes, read off paper and forgiving (@shared/schemas/tracking). */
export function verificationCode(): string {
  return formatCode(Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''));
}

export const verificationUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/verificar-documento`;

async function pendingReviews(tx: Tx, draftId: number) {
  const pending = (await reviewersOf(tx, draftId)).filter((r) => r.state !== 'aprobado');
  if (pending.length === 0) return;
  const [first] = await tx
    .select({ names: users.names, surnames: users.surnames })
    .from(users)
    .where(eq(users.id, pending[0]!.user_id));
  throw conflict(`Este proyecto aún espera el V° B° de ${first?.names} ${first?.surnames}.`);
}

const addressedCitizens = (draft: DraftRow) =>
  draft.addressees.flatMap((a) => ('citizen_id' in a ? [a.citizen_id] : []));

/** The offices it goes to, addressed then c.c.: their copies are dispatched internally (outputs.copies.ts). */
const officesOf = (draft: DraftRow) => [
  ...draft.addressees.flatMap((a) => ('office_id' in a ? [{ office_id: a.office_id, copy: false }] : [])),
  ...draft.copy_office_ids.map((office_id) => ({ office_id, copy: true })),
];

function outputInput(draft: DraftRow, number: string, folios: number): OutputInput {
  const citizens = addressedCitizens(draft);
  return {
    issued_at: null,
    type_output_id: draft.type_output_id,
    reference: number,
    document_date: null,
    subject: draft.subject,
    summary: null,
    folios,
    annexes: null,
    origin_office_id: draft.office_id,
    signer_id: draft.signer_id,
    entry_id: draft.entry_id,
    priority: 'normal',
    classification_id: null,
    series_id: null,
    subseries_id: null,
    recipients: citizens.map((citizen_id) => ({ citizen_id, address: null, ubigeo: null, reference: null })),
  };
}

function supportingInput(draft: DraftRow, folios: number): SupportingInput {
  const [first] = draft.addressees;
  const party =
    first && 'office_id' in first
      ? { party_kind: 'oficina' as const, party_office_id: first.office_id, party_citizen_id: null }
      : { party_kind: 'ciudadano' as const, party_office_id: null, party_citizen_id: first?.citizen_id ?? null };
  return {
    document_at: null,
    type_id: draft.type_output_id,
    office_id: draft.office_id,
    reference: null,
    reference_date: null,
    ...party,
    party_user_id: null,
    subject: draft.subject,
    summary: null,
    folios,
    annexes: null,
    classification_id: null,
    series_id: null,
    subseries_id: null,
    entry_id: draft.entry_id,
    output_id: null,
  };
}

/** What follows «<TIPO> N.° » in the number, for the field over the pending one. */
const numberField = (number: string, type: string) => {
  const prefix = `${type.toLocaleUpperCase('es')} N.° `;
  return number.startsWith(prefix) ? number.slice(prefix.length) : number;
};

/** Signs the draft (state and signer already checked by the transitions table); answers the columns to set. */
export async function signDraft(tx: Tx, caller: Caller, draft: DraftRow, signing: SigningContext) {
  await pendingReviews(tx, draft.id);
  const revision = await currentRevision(tx, draft.id);
  if (!revision || !draft.layout) throw conflict('El proyecto no tiene un PDF para firmar: envíelo a visto bueno.');
  const folios = (await PDFDocument.load(revision.pdf, { updateMetadata: false })).getPageCount();
  const [type] = await tx
    .select({ id: typeOutputs.id, name: typeOutputs.name })
    .from(typeOutputs)
    .where(eq(typeOutputs.id, draft.type_output_id));
  const now = new Date();
  let numbered: { year: number; sequence: number; number: string };
  let register: (pdf: Uint8Array) => Promise<{ output_id: number | null; supporting_output_id: number | null }>;
  if (draft.target === 'supporting-outputs') {
    const row = await supportingOutputsModule.services.register(tx, caller, supportingInput(draft, folios));
    numbered = row;
    register = async () => ({ output_id: null, supporting_output_id: row.id });
  } else {
    const input = outputInput(draft, '', folios);
    numbered = await registrationNumber(tx, {
      kind: SIGNED_OUTPUTS,
      format: SIGNED_OUTPUT_FORMAT,
      officeId: draft.office_id,
      at: now,
      scope: 'office-type',
      type: type!,
    });
    register = async () => {
      const output = await registerOutput(tx, caller, { ...input, reference: numbered.number }, officesOf(draft));
      return { output_id: output.id, supporting_output_id: null };
    };
  }
  const code = verificationCode();
  const filled = await fillReservedFields(revision.pdf, {
    number: numberField(numbered.number, type!.name),
    code,
    url: verificationUrl(signing.appUrl),
  });
  const reviewers = (await reviewersOf(tx, draft.id)).length;
  const signed = await signRevision(
    tx,
    {
      draftId: draft.id,
      pdf: filled,
      signer: signing.signer,
      reason: AUTHOR,
      box: draft.layout.signature,
      first: reviewers === 0,
    },
    'firmado',
    caller.user.id,
  );
  const registered = await register(signed);
  const owner = registered.output_id
    ? { ownerType: 'outputs', ownerId: registered.output_id }
    : { ownerType: 'supporting-outputs', ownerId: registered.supporting_output_id! };
  const filename = `${numbered.number.replace(/[^\p{L}\p{N}-]+/gu, '-')}.pdf`;
  await saveAttachments(tx, {
    store: signing.files,
    ...owner,
    files: [{ filename, content: Buffer.from(signed) }],
    actor: actorOf(caller),
  });
  return {
    state: 'firmado',
    number: numbered.number,
    year: numbered.year,
    sequence: numbered.sequence,
    verification_code: code,
    signed_at: now,
    ...registered,
  } satisfies Partial<DraftRow>;
}
