/**
 * What a draft says besides its body, resolved once for the template's merge fields and for the
 * PDF: the letterhead, the type, the pending number, place and date, the addressee block, the
 * signature block and the drafter's initials.
 */
import { fillMergeFields, type RichDoc } from '@shared/rich-text';
import type { MergeField } from '@shared/schemas/drafts';
import { calendarDate } from '@shared/working-days';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  citizenDisplayName,
  citizens,
  documentTemplates,
  offices,
  type StoredAddressee,
  typeOutputs,
  users,
} from '../../db/schema';
import { forIds } from '../../lib/records/children';
import { fullName } from '../../lib/records/names';
import { getSettings } from '../../lib/settings/settings';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** «28 de noviembre de 2026», the day in the organisation's time zone. */
export function longDate(at: Date): string {
  const [year, month, day] = calendarDate(at).split('-');
  return `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}`;
}

export interface AddresseeBlock {
  /** «Señor», «Señora», «Señores» or «Señor(a)». */
  salutation: string;
  name: string;
  /** Position and institution, or the address. */
  lines: string[];
}

export interface Letter {
  institution: string;
  yearName: string | null;
  city: string;
  type: string;
  /** «OFICIO N.° ____-2026-OAJ». */
  pendingNumber: string;
  date: string;
  office: { code: string; name: string };
  addressees: AddresseeBlock[];
  signer: { name: string; position: string } | null;
  initials: string;
}

const initialsOf = (names: string, surnames: string) =>
  `${names} ${surnames}`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('');

interface LetterSource {
  type_output_id: number;
  office_id: number;
  drafter_id: number;
  signer_id: number | null;
  addressees: StoredAddressee[];
}

async function addresseeBlocks(db: Executor, addressees: StoredAddressee[]): Promise<AddresseeBlock[]> {
  const citizenIds = addressees.flatMap((a) => ('citizen_id' in a ? [a.citizen_id] : []));
  const officeIds = addressees.flatMap((a) => ('office_id' in a ? [a.office_id] : []));
  const people = await forIds(citizenIds, () =>
    db
      .select({ id: citizens.id, name: citizenDisplayName, legal: citizens.person_type, address: citizens.address })
      .from(citizens)
      .where(inArray(citizens.id, citizenIds)),
  );
  const units = await forIds(officeIds, () =>
    db
      .select({
        id: offices.id,
        office: offices.name,
        head: fullName(users),
        position: users.position,
      })
      .from(offices)
      .leftJoin(users, eq(users.id, offices.head_user_id))
      .where(inArray(offices.id, officeIds)),
  );
  return addressees.flatMap((a): AddresseeBlock[] => {
    if ('citizen_id' in a) {
      const c = people.find((p) => p.id === a.citizen_id);
      if (!c) return [];
      return [
        {
          salutation: c.legal === 'JURIDICA' ? 'Señores' : 'Señor(a)',
          name: c.name,
          lines: c.address ? [c.address] : [],
        },
      ];
    }
    const o = units.find((u) => u.id === a.office_id);
    if (!o) return [];
    return [
      {
        salutation: 'Señor(a)',
        name: o.head ?? o.office,
        lines: o.head ? [o.position ?? 'Jefe(a)', o.office].filter(Boolean) : [],
      },
    ];
  });
}

export async function letterOf(db: Executor, draft: LetterSource, at = new Date()): Promise<Letter> {
  const settings = await getSettings(db);
  const [type] = await db
    .select({ name: typeOutputs.name })
    .from(typeOutputs)
    .where(eq(typeOutputs.id, draft.type_output_id));
  const [office] = await db
    .select({ code: offices.code, name: offices.name })
    .from(offices)
    .where(eq(offices.id, draft.office_id));
  const people = await db
    .select({ id: users.id, names: users.names, surnames: users.surnames, position: users.position })
    .from(users)
    .where(inArray(users.id, [draft.drafter_id, ...(draft.signer_id ? [draft.signer_id] : [])]));
  const drafter = people.find((p) => p.id === draft.drafter_id)!;
  const signer = people.find((p) => p.id === draft.signer_id);
  const typeName = (type?.name ?? '').toUpperCase();
  const year = calendarDate(at).slice(0, 4);
  return {
    institution: settings.institution_name,
    yearName: settings.documents.year_name,
    city: settings.documents.city,
    type: typeName,
    pendingNumber: `${typeName} N.° ____-${year}-${office?.code ?? ''}`,
    date: `${settings.documents.city}, ${longDate(at)}`,
    office: office ?? { code: '', name: '' },
    addressees: await addresseeBlocks(db, draft.addressees),
    signer: signer ? { name: `${signer.names} ${signer.surnames}`, position: signer.position ?? '' } : null,
    initials: initialsOf(drafter.names, drafter.surnames),
  };
}

/**
 * The «c.c.» block's lines: the offices sent a copy (their names, in the chosen order), then the
 * lines typed as text.
 */
export async function copyLines(db: Executor, draft: { copy_office_ids: number[]; copies: string | null }) {
  const ids = draft.copy_office_ids;
  const names = await forIds(ids, () =>
    db.select({ id: offices.id, name: offices.name }).from(offices).where(inArray(offices.id, ids)),
  );
  const typed = (draft.copies ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [...ids.flatMap((id) => names.find((o) => o.id === id)?.name ?? []), ...typed];
}

/** The merge fields' values for a draft about `subject` with `reference`. */
export function mergeValues(letter: Letter, subject: string, reference: string | null): Record<MergeField, string> {
  const [first] = letter.addressees;
  return {
    destinatario: letter.addressees.length > 1 ? 'Destinatarios varios' : (first?.name ?? ''),
    cargo_destinatario: letter.addressees.length > 1 ? '' : (first?.lines.join(', ') ?? ''),
    asunto: subject,
    referencia: reference ?? '',
    firmante: letter.signer?.name ?? '',
    cargo_firmante: letter.signer?.position ?? '',
    oficina: letter.office.name,
    tipo: letter.type,
    fecha: letter.date.slice(letter.city.length + 2),
    lugar: letter.city,
  };
}

/** The office's active template for the type, else the institution's; null when neither exists. */
export async function templateFor(db: Executor, typeId: number, officeId: number) {
  const rows = await db
    .select({ body: documentTemplates.body, copies: documentTemplates.copies, office_id: documentTemplates.office_id })
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.type_output_id, typeId),
        eq(documentTemplates.active, true),
        or(eq(documentTemplates.office_id, officeId), isNull(documentTemplates.office_id)),
      ),
    );
  return rows.find((r) => r.office_id === officeId) ?? rows[0] ?? null;
}

/** A new draft's body: its template filled with its data. */
export function filledTemplate(body: RichDoc, letter: Letter, subject: string, reference: string | null): RichDoc {
  return fillMergeFields(body, mergeValues(letter, subject, reference));
}
