/** What the constancia prints of a request: names resolved, the proposed record's main fields in Spanish. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  citizenDisplayName,
  citizens,
  entries,
  offices,
  outputs,
  typeEntries,
  typeOutputs,
  users,
} from '../../db/schema';
import { getSettings } from '../../lib/settings/settings';
import type { Auth } from '../../plugins/auth';
import type { ConstanciaData } from './requests.constancia';
import type { RequestKindDef } from './requests.kinds';
import type { RequestRow } from './requests.scope';

const fullName = (u: { names: string; surnames: string } | undefined) => (u ? `${u.names} ${u.surnames}` : '');

async function nameOf<T>(query: Promise<T[]>): Promise<T | undefined> {
  return (await query)[0];
}

export async function constanciaOf(
  db: Executor,
  def: RequestKindDef,
  row: RequestRow,
  caller: Auth,
): Promise<ConstanciaData> {
  const settings = await getSettings(db);
  const p = row.proposal as Record<string, unknown>;
  const [requester, office] = await Promise.all([
    nameOf(
      db.select({ names: users.names, surnames: users.surnames }).from(users).where(eq(users.id, row.requested_by)),
    ),
    nameOf(
      db
        .select({ code: offices.code, name: offices.name })
        .from(offices)
        .where(eq(offices.id, row.requesting_office_id)),
    ),
  ]);
  const details: [string, string][] = [];
  if (def.kind === 'entry') {
    const type = await nameOf(
      db
        .select({ name: typeEntries.name })
        .from(typeEntries)
        .where(eq(typeEntries.id, p.type_entry_id as number)),
    );
    const sender = await nameOf(
      db
        .select({ name: citizenDisplayName })
        .from(citizens)
        .where(eq(citizens.id, p.sender_id as number)),
    );
    details.push(['Tipo de documento', type?.name ?? ''], ['Remitente', sender?.name ?? '']);
    if (row.sender_reference) details.push(['Referencia del remitente', row.sender_reference]);
  } else {
    const type = await nameOf(
      db
        .select({ name: typeOutputs.name })
        .from(typeOutputs)
        .where(eq(typeOutputs.id, p.type_output_id as number)),
    );
    details.push(['Tipo de documento', type?.name ?? '']);
    if (row.sender_reference) details.push(['Referencia', row.sender_reference]);
    details.push(['Destinatarios', String((p.recipients as unknown[] | undefined)?.length ?? 0)]);
  }
  details.push(['Folios', String(p.folios ?? '')]);
  let record: string | null = null;
  if (row.entry_id !== null) {
    const entry = await nameOf(db.select({ number: entries.number }).from(entries).where(eq(entries.id, row.entry_id)));
    record = entry ? `Ingreso ${entry.number}` : null;
  } else if (row.output_id !== null) {
    const output = await nameOf(
      db.select({ number: outputs.number }).from(outputs).where(eq(outputs.id, row.output_id)),
    );
    record = output ? `Salida ${output.number}` : null;
  }
  return {
    institution: settings.institution_name,
    title: def.noun,
    number: row.number,
    submitted_at: row.submitted_at,
    requested_by: fullName(requester),
    office: office ? `${office.code} - ${office.name}` : '',
    subject: row.subject,
    urgency: row.urgency,
    paper_to_come: row.paper_to_come,
    note: row.note,
    state: row.state,
    record,
    details,
    printed_by: fullName(caller.user),
  };
}
