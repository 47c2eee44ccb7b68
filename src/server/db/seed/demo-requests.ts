/**
 * Demo entry and output requests: OAJ's people ask mesa de partes to register letters and send
 * replies, and the registry has worked some of them — one request in every state (pendiente, en
 * revisión, observada, asignada, rechazada, cancelada, caducada), made through the requests'
 * services so numbers are gapless, assigned ones have their real entry or output, and every
 * change has its audit row. Each request is one transaction.
 */
import { DEFAULT_REQUEST_REASONS } from '@shared/schemas/requests';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../lib/records/caller';
import { expireRequests } from '../../modules/requests/requests.expiry';
import { entryRequests, outputRequests } from '../../modules/requests/requests.routes';
import type { Db } from '../client';
import { citizens, offices, requests, typeEntries, typeOutputs } from '../schema';
import { demoCallers } from './demo-correspondence';

type Module = typeof entryRequests;

const ENTRY_SUBJECTS = [
  'Solicitud de copia certificada de resolución de gerencia',
  'Reclamo vecinal por obras en la vía pública',
  'Pedido de información sobre procesos de contratación',
  'Carta de la junta vecinal sobre alumbrado público',
  'Solicitud de constancia de posesión',
  'Queja por atención en ventanilla',
  'Invitación a reunión de coordinación distrital',
  'Solicitud de prórroga de plazo de subsanación',
  'Recurso de reconsideración contra resolución de multa',
];

/** What happens to each request after it is made, in order. */
const ENTRY_STORIES: (readonly [string, Record<string, unknown>?][])[] = [
  [],
  [],
  [['take']],
  [
    ['take'],
    ['observe', { reason_code: DEFAULT_REQUEST_REASONS[1], reason: 'Adjunte la copia del DNI del solicitante.' }],
  ],
  [['take'], ['assign', { record: null }]],
  [['assign', { record: null }]],
  [
    ['take'],
    ['reject', { reason_code: DEFAULT_REQUEST_REASONS[3], reason: 'Corresponde a la mesa de partes virtual.' }],
  ],
  [['cancel']],
  [],
];

async function act(
  db: Db,
  module: Module,
  caller: Caller,
  id: number,
  action: string,
  body: Record<string, unknown> = {},
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ version: requests.version }).from(requests).where(eq(requests.id, id));
    await module.table.apply(tx, caller, action, id, { version: row!.version, ...body });
  });
}

export async function seedDemoRequests(db: Db, now = new Date()): Promise<{ requests: number }> {
  const callers = await demoCallers(db);
  const clerk = callers.get('mesapartes');
  const head = callers.get('jefe');
  const worker = callers.get('servidor');
  if (!clerk || !head || !worker) throw new Error('The demo users (mesapartes, jefe, servidor) are missing.');
  const [entryType] = await db.select().from(typeEntries).where(eq(typeEntries.active, true)).limit(1);
  const [outputType] = await db.select().from(typeOutputs).where(eq(typeOutputs.active, true)).limit(1);
  const people = await db.select({ id: citizens.id }).from(citizens).limit(12);
  const [oaj] = await db.select().from(offices).where(eq(offices.code, 'OAJ'));
  if (!entryType || !outputType || people.length === 0 || !oaj)
    throw new Error('The demo requests need entry and output types, citizens and the OAJ office.');

  let made = 0;
  let last = 0;
  for (const [i, story] of ENTRY_STORIES.entries()) {
    const requester = i % 3 === 2 ? head : worker;
    const request = await db.transaction((tx) =>
      entryRequests.services.createRequest(tx, requester, {
        received_at: null,
        channel: i % 2 === 0 ? 'presencial' : 'correo',
        type_entry_id: entryType.id,
        sender_id: people[i % people.length]!.id,
        sender_reference: `CARTA N.° ${String(40 + i).padStart(3, '0')}-2026`,
        sender_date: null,
        subject: ENTRY_SUBJECTS[i]!,
        summary: null,
        folios: 1 + (i % 5),
        annexes: null,
        registered_office_id: null,
        destination_office_id: oaj.id,
        assignee_id: null,
        priority: 'normal',
        response_days: null,
        classification_id: null,
        series_id: null,
        subseries_id: null,
        paper_to_come: i % 2 === 1,
        urgency: i % 4 === 1 ? 'urgente' : 'normal',
        note: i % 3 === 0 ? 'El original se entrega en ventanilla esta semana.' : null,
      }),
    );
    made += 1;
    last = request.id;
    for (const [action, body] of story)
      await act(db, entryRequests, action === 'cancel' ? requester : clerk, request.id, action, body);
  }
  // The last one waited too long: it expires by itself.
  await db.update(requests).set({ submitted_at: sql`now() - interval '30 days'` }).where(eq(requests.id, last));
  await expireRequests(db, now);

  for (const [i, story] of ([[], [['assign', { record: null }]]] as const).entries()) {
    const request = await db.transaction((tx) =>
      outputRequests.services.createRequest(tx, head, {
        issued_at: null,
        type_output_id: outputType.id,
        reference: `OFICIO N.° ${String(120 + i).padStart(3, '0')}-2026-OAJ`,
        document_date: null,
        subject: i === 0 ? 'Respuesta a pedido de información pública' : 'Remisión de informe legal a la junta vecinal',
        summary: null,
        folios: 2,
        annexes: null,
        origin_office_id: null,
        signer_id: head.user.id,
        priority: 'normal',
        classification_id: null,
        series_id: null,
        subseries_id: null,
        recipients: [{ citizen_id: people[i % people.length]!.id, address: null, ubigeo: null, reference: null }],
        paper_to_come: false,
        urgency: 'normal',
        note: null,
      }),
    );
    made += 1;
    for (const [action, body] of story) await act(db, outputRequests as Module, clerk, request.id, action, body);
  }
  return { requests: made };
}
