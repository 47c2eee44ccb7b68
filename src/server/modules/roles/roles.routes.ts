import { roleInput, roleRecord } from '@shared/schemas/admin';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import { resourceKeys } from '../../lib/crud/catalogue';
import { type Row, registerCrud } from '../../lib/crud/resource';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';
import { notifyUserAccessChanged } from '../notifications/notifications.service';

export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'roles',
    table: roles,
    permissions: resourceKeys('roles'),
    input: roleInput,
    record: roleRecord,
    search: [roles.name, roles.description],
    sortable: { id: roles.id, name: roles.name, created_at: roles.created_at },
    defaultSort: 'name',
    unique: [{ field: 'name', column: roles.name, message: 'Ya existe un rol con ese nombre.' }],
    references: [
      {
        table: userRoles,
        column: userRoles.role_id,
        message: 'No se puede eliminar: el rol está asignado a usuarios.',
      },
    ],
    values: ({ permissions: _keys, ...columns }) => columns,
    afterWrite: async (tx, row, input, existing) => {
      const before = existing
        ? (await tx.select().from(rolePermissions).where(eq(rolePermissions.role_id, row.id)))
            .map((p) => p.permission)
            .sort()
        : [];
      if (before.join() === input.permissions.join()) return undefined;
      await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, row.id));
      if (input.permissions.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(input.permissions.map((permission) => ({ role_id: row.id, permission })));
      }
      if (existing) {
        const holders = await tx.select({ id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role_id, row.id));
        for (const { id } of holders) await notifyUserAccessChanged(tx, id);
      }
      return { permissions: [before, input.permissions] };
    },
    present: async (db, rows: Row[]) => {
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return rows;
      const keys = await db
        .select()
        .from(rolePermissions)
        .where(inArray(rolePermissions.role_id, ids))
        .orderBy(asc(rolePermissions.permission));
      const counts = await db
        .select({ role_id: userRoles.role_id, n: count() })
        .from(userRoles)
        .where(inArray(userRoles.role_id, ids))
        .groupBy(userRoles.role_id);
      return rows.map((r) => ({
        ...r,
        permissions: keys.filter((k) => k.role_id === r.id).map((k) => k.permission),
        users_count: counts.find((c) => c.role_id === r.id)?.n ?? 0,
      }));
    },
    lookup: {
      permissions: LOOKUP_PERMISSIONS.roles,
      label: roles.name,
      description: roles.description,
    },
  });
}
