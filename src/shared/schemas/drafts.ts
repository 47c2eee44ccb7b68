/**
 * Drafts ("Proyectos de documento", issue 28): an output or supporting output written inside
 * Folio, reviewed in order (visto bueno) and signed. States, the reviewers' own states, the
 * inputs of the API and the form, and the document templates with their merge fields.
 */
import { type RichDoc, richTextSchema } from '../rich-text';
import { id, optionalText, text, versioned, z } from '../zod';
import { catalogueAbilities, documentAbilities, keysOf, named, personRef, timestamp } from './api';

export const DRAFT_STATES = {
  borrador: 'Borrador',
  en_visto_bueno: 'En visto bueno',
  observado: 'Observado',
  por_firmar: 'Por firmar',
  firmado: 'Firmado',
} as const;
export type DraftState = keyof typeof DRAFT_STATES;

export const REVIEW_STATES = { pendiente: 'Pendiente', aprobado: 'V°B° dado', observado: 'Observado' } as const;
export type ReviewState = keyof typeof REVIEW_STATES;

/** What the draft becomes once signed: an output of the registry or a supporting output of the office. */
export const DRAFT_TARGETS = {
  outputs: 'Salida documental',
  'supporting-outputs': 'Documento de salida de apoyo',
} as const;
export type DraftTarget = keyof typeof DRAFT_TARGETS;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** An addressee: a citizen or institution of the register, or an office of the organisation. */
export const addresseeInput = z.union([
  z.object({ citizen_id: id() }).strict(),
  z.object({ office_id: id() }).strict(),
]);
export type AddresseeInput = z.infer<typeof addresseeInput>;

const uniqueIds = (label: string) => (list: number[], ctx: z.RefinementCtx) => {
  list.forEach((value, i) => {
    if (list.indexOf(value) !== i)
      ctx.addIssue({ code: 'custom', path: [i], message: `${label} ya figura en la lista.` });
  });
};

const draftFields = {
  type_output_id: id(),
  subject: text(500, 1),
  /** «Referencia»: the entry answered and the sender's reference, or what the drafter writes. */
  reference: optionalText(500),
  addressees: z
    .array(addresseeInput)
    .min(1, 'Agregue al menos un destinatario.')
    .max(50, 'Puede agregar como máximo 50 destinatarios.'),
  /** Copies: «c.c.» lines. */
  copies: optionalText(1000),
  /** Offices sent a copy («c.c.»): printed in the c.c. block, each dispatched its copy once signed. */
  copy_office_ids: z
    .array(id())
    .max(50, 'Puede agregar como máximo 50 oficinas con copia.')
    .superRefine(uniqueIds('Esta oficina'))
    .default([]),
  /** Who signs; required to send it to visto bueno. */
  signer_id: id()
    .nullish()
    .transform((v) => v ?? null),
  /** Who gives their V°B°, in this order, before the signer. */
  reviewer_ids: z.array(id()).max(10, 'Puede agregar como máximo 10 revisores.').superRefine(uniqueIds('Este revisor')),
};

export const draftInput = z.object({
  ...draftFields,
  target: z.enum(keys(DRAFT_TARGETS)).default('outputs'),
  /** The entry it answers («Responder»): fills the reference and the addressee. */
  entry_id: id()
    .nullish()
    .transform((v) => v ?? null),
  /** Null takes the office's template for the type, filled with the draft's data. */
  body: richTextSchema.nullish().transform((v) => v ?? null),
});
export type DraftInput = z.infer<typeof draftInput>;

export const draftUpdateInput = z.object({ ...draftFields, body: richTextSchema, ...versioned });
export type DraftUpdateInput = z.infer<typeof draftUpdateInput>;

/** The autosave (`PUT /drafts/:id/body`): the body alone, at the version the editor holds. */
export const draftBodyInput = z.object({ body: richTextSchema, ...versioned });

/** Every merge field a template may use, with what it is replaced by. */
export const MERGE_FIELDS = {
  destinatario: 'Nombre del destinatario (o «Destinatarios varios»)',
  cargo_destinatario: 'Cargo e institución del destinatario',
  asunto: 'Asunto',
  referencia: 'Referencia',
  firmante: 'Nombre de quien firma',
  cargo_firmante: 'Cargo de quien firma',
  oficina: 'Oficina que emite',
  tipo: 'Tipo de documento',
  fecha: 'Fecha en letras',
  lugar: 'Ciudad',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;

const mergeFieldNames = new Set(Object.keys(MERGE_FIELDS));

/** The `{{name}}` a template names that do not exist. */
export function unknownMergeFields(doc: RichDoc): string[] {
  const names = [...JSON.stringify(doc).matchAll(/\{\{\s*([^{}"]*?)\s*\}\}/g)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => !mergeFieldNames.has(n)))];
}

export const unknownMergeFieldMessage = (names: string[]) =>
  `${names.length === 1 ? 'El campo de combinación' : 'Los campos de combinación'} ${names.map((n) => `{{${n}}}`).join(', ')} no ${names.length === 1 ? 'existe' : 'existen'}. Use solo: ${Object.keys(
    MERGE_FIELDS,
  )
    .map((n) => `{{${n}}}`)
    .join(', ')}.`;

export const documentTemplateInput = z.object({
  name: text(120, 1),
  type_output_id: id(),
  /** Null: every office that has none of its own for the type. */
  office_id: id()
    .nullish()
    .transform((v) => v ?? null),
  body: richTextSchema.transform((doc, ctx) => {
    const unknown = unknownMergeFields(doc);
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: unknownMergeFieldMessage(unknown) });
    return doc;
  }),
  copies: optionalText(1000),
  active: z.boolean().default(true),
});
export type DocumentTemplateInput = z.infer<typeof documentTemplateInput>;

/** The «Proyectar» form: addressees picked as citizens and offices, sent as `addressees`. */
export const draftFormInput = z
  .object({
    type_output_id: id(),
    subject: draftFields.subject,
    reference: draftFields.reference,
    copies: draftFields.copies,
    copy_office_ids: draftFields.copy_office_ids,
    signer_id: draftFields.signer_id,
    reviewer_ids: draftFields.reviewer_ids,
    citizen_ids: z.array(id()).max(50, 'Puede agregar como máximo 50 destinatarios.'),
    office_ids: z.array(id()).max(50, 'Puede agregar como máximo 50 oficinas.'),
    target: z.enum(keys(DRAFT_TARGETS)),
    entry_id: id()
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.citizen_ids.length + v.office_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['citizen_ids'], message: 'Agregue al menos un destinatario.' });
  })
  .transform(({ citizen_ids, office_ids, ...rest }) => ({
    ...rest,
    addressees: [...citizen_ids.map((c) => ({ citizen_id: c })), ...office_ids.map((o) => ({ office_id: o }))],
  }));

/** «Firmar» several drafts at once with one PIN (`POST /drafts/sign`). */
export const draftSignInput = z.object({
  pin: z.string().min(1, 'Ingrese su PIN de firma.').max(64, 'El PIN es demasiado largo.'),
  drafts: z
    .array(z.object({ id: id(), ...versioned }))
    .min(1, 'Elija al menos un proyecto para firmar.')
    .max(50, 'Puede firmar como máximo 50 proyectos a la vez.'),
});
export type DraftSignInput = z.infer<typeof draftSignInput>;

/** A rich text as stored: ProseMirror/TipTap JSON (`src/shared/rich-text.ts` says which nodes it may hold). */
export const richDoc = named(
  'RichDoc',
  z.object({ type: z.literal('doc'), content: z.array(z.record(z.string(), z.unknown())) }),
  'Texto con formato: JSON de ProseMirror (párrafos, títulos, listas, tablas, negrita, cursiva, subrayado).',
);

const codeName = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** A document template as the API answers it. */
export const documentTemplateRecord = named(
  'DocumentTemplate',
  z.object({
    id: z.number().int(),
    name: z.string(),
    type_output_id: z.number().int(),
    office_id: z.number().int().nullable(),
    body: richDoc,
    copies: z.string().nullable(),
    active: z.boolean(),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    type_output: codeName.nullable(),
    office: codeName.nullable(),
    can: catalogueAbilities,
  }),
  'Una plantilla de documento de un tipo de salida, de una oficina o de la institución.',
);

/** The letter's block of a draft (letterhead, addressees, signer), as the editor previews it. */
export const draftLetter = named(
  'DraftLetter',
  z.object({
    institution: z.string(),
    yearName: z.string().nullable(),
    city: z.string(),
    type: z.string(),
    /** «OFICIO N.° ____-2026-OAJ». */
    pendingNumber: z.string(),
    date: z.string(),
    office: z.object({ code: z.string(), name: z.string() }),
    addressees: z.array(z.object({ salutation: z.string(), name: z.string(), lines: z.array(z.string()) })),
    signer: z.object({ name: z.string(), position: z.string() }).nullable(),
    initials: z.string(),
  }),
  'El membrete, los destinatarios y el firmante del proyecto.',
);

/** A draft as the API answers it; `letter` in detail answers. */
export const draftRecord = named(
  'Draft',
  z.object({
    id: z.number().int(),
    target: z.enum(keysOf(DRAFT_TARGETS)),
    type_output_id: z.number().int(),
    office_id: z.number().int(),
    drafter_id: z.number().int(),
    signer_id: z.number().int(),
    entry_id: z.number().int().nullable(),
    subject: z.string(),
    reference: z.string().nullable(),
    addressees: z.array(
      z.union([z.object({ citizen_id: z.number().int() }), z.object({ office_id: z.number().int() })]),
    ),
    copies: z.string().nullable(),
    copy_office_ids: z.array(z.number().int()),
    body: richDoc,
    observation: z.string().nullable(),
    state: z.enum(keysOf(DRAFT_STATES)),
    number: z.string(),
    year: z.number().int().nullable(),
    sequence: z.number().int().nullable(),
    verification_code: z.string().nullable(),
    signed_at: timestamp().nullable(),
    output_id: z.number().int().nullable(),
    supporting_output_id: z.number().int().nullable(),
    user_ids: z.array(z.number().int()),
    office_ids: z.array(z.number().int()),
    version: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    type_output: codeName.nullable(),
    office: codeName.nullable(),
    drafter: personRef.nullable(),
    signer: personRef.nullable(),
    entry: z.object({ id: z.number().int(), number: z.string() }).nullable(),
    reviewers: z.array(
      z.object({
        user_id: z.number().int(),
        position: z.number().int(),
        state: z.enum(keysOf(REVIEW_STATES)),
        acted_at: timestamp().nullable(),
        names: z.string(),
        surnames: z.string(),
      }),
    ),
    letter: draftLetter.optional(),
    /** In detail answers: the offices sent a copy, by name, in their order. */
    copy_offices: z.array(codeName).optional(),
    /** Opened only through a temporary permission: nothing may be done with it. */
    read_only: z.literal(true).optional(),
    can: documentAbilities,
  }),
  'Un proyecto de documento, de su redacción a su firma.',
);
