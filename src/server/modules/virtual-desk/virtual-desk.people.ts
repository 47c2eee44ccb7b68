/**
 * Who the virtual desk's requests are from. Requests name a user and office that asked: here an
 * inactive service account («Mesa de partes virtual», it cannot sign in), made the first time it is
 * needed, in the office of mesa de partes (where the people who assign entry requests work; the main
 * office when nobody does yet). No destination office is chosen for the citizen. The sender is a citizen matched by document or registered.
 */

import type { PermissionKey } from '@shared/permissions';
import type { DeskSubmissionInput } from '@shared/schemas/virtual-desk';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { citizens, offices, rolePermissions, userRoles, users } from '../../db/schema';
import { type AuditActor, audit, diff } from '../../lib/audit/audit';
import { firstActiveOffice, serviceAccount } from '../../lib/service-accounts';

export const DESK_USERNAME = 'mesa.virtual';
const ENTRY_REQUESTS_ASSIGN: PermissionKey = 'entry-requests-assign';

/** The office of mesa de partes: where most active people who assign entry requests work. */
async function deskOffice(tx: Tx): Promise<{ id: number } | undefined> {
  const [office] = await tx
    .select({ id: users.office_id, people: count() })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .innerJoin(offices, eq(offices.id, users.office_id))
    .where(and(eq(rolePermissions.permission, ENTRY_REQUESTS_ASSIGN), eq(users.active, true), eq(offices.active, true)))
    .groupBy(users.office_id)
    .orderBy(desc(count()), asc(users.office_id))
    .limit(1);
  return office?.id ? { id: office.id } : undefined;
}

export function deskAccount(tx: Tx): Promise<{ id: number; office_id: number }> {
  return serviceAccount(tx, {
    username: DESK_USERNAME,
    names: 'Mesa de partes',
    surnames: 'virtual',
    position: 'Cuenta de servicio de la mesa de partes virtual',
    office: async () => (await deskOffice(tx)) ?? (await firstActiveOffice(tx)),
    noOffice: 'The virtual desk needs at least one active office.',
  });
}

type Sender = Pick<
  DeskSubmissionInput,
  'document_type' | 'document_number' | 'name' | 'email' | 'phone' | 'address'
> & {
  /** Absent from submissions held before the ubigeo existed. */
  ubigeo?: string | null;
};

/** «Pérez Soto, Ana» or «Ana Pérez Soto» → names and surnames: the last two words are the surnames. */
function splitName(name: string): { names: string; surnames: string } {
  if (name.includes(',')) {
    const [surnames = '', names = ''] = name.split(',', 2).map((s) => s.trim());
    return { names: names || surnames, surnames: surnames || names };
  }
  const words = name.split(/\s+/);
  if (words.length < 2) return { names: name, surnames: name };
  const cut = words.length >= 4 ? words.length - 2 : words.length - 1;
  return { names: words.slice(0, cut).join(' '), surnames: words.slice(cut).join(' ') };
}

/**
 * The citizen with this document, or a new one. An existing citizen keeps their data: what the
 * form says only fills what was empty (a visitor cannot overwrite someone's record).
 */
export async function matchCitizen(tx: Tx, actor: AuditActor, sender: Sender): Promise<number> {
  const number = sender.document_number.toUpperCase();
  const [found] = await tx
    .select()
    .from(citizens)
    .where(
      and(
        sql`lower(${citizens.document_number}) = ${number.toLowerCase()}`,
        eq(citizens.document_type, sender.document_type),
      ),
    );
  if (found) {
    const fill = {
      ...(found.email ? {} : { email: sender.email }),
      ...(found.phone ? {} : { phone: sender.phone }),
      ...(found.address ? {} : { address: sender.address }),
      ...(found.ubigeo || !sender.ubigeo ? {} : { ubigeo: sender.ubigeo }),
    };
    if (Object.keys(fill).length > 0) {
      const [updated] = await tx
        .update(citizens)
        .set({ ...fill, version: sql`${citizens.version} + 1`, updated_at: new Date() })
        .where(eq(citizens.id, found.id))
        .returning();
      await audit(tx, actor, {
        entity: 'citizens',
        entityId: found.id,
        action: 'update',
        changes: diff(found, updated!),
      });
    }
    return found.id;
  }
  const legal = sender.document_type === 'RUC' && number.startsWith('20');
  const person = legal ? { business_name: sender.name } : splitName(sender.name);
  const [made] = await tx
    .insert(citizens)
    .values({
      person_type: legal ? 'JURIDICA' : 'NATURAL',
      document_type: sender.document_type,
      document_number: number,
      ...person,
      email: sender.email,
      phone: sender.phone,
      address: sender.address,
      ubigeo: sender.ubigeo ?? null,
    })
    .returning();
  await audit(tx, actor, { entity: 'citizens', entityId: made!.id, action: 'create', changes: diff(null, made!) });
  return made!.id;
}
