import { booleanParam } from '@shared/crud';
import { type OfficeTreeNode, officeInput, officeRecord, officeTreeNode } from '@shared/schemas/admin';
import { many } from '@shared/schemas/api';
import { queryId } from '@shared/zod';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { offices, series, subseries, users } from '../../db/schema';
import { answers } from '../../lib/crud/answers';
import { codeAndNameList, resourceKeys } from '../../lib/crud/catalogue';
import { exactFilters } from '../../lib/crud/filters';
import { assertExists, attachAllRelated, codeAndName } from '../../lib/crud/related';
import { type Row, registerCrud } from '../../lib/crud/resource';
import { invalid } from '../../lib/errors';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';

/** An office may not hang from itself or from any office below it. */
async function assertNoCycle(tx: Executor, officeId: number, parentId: number | null): Promise<void> {
  let current = parentId;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current)) {
    if (current === officeId) {
      throw invalid({ parent_id: ['Una oficina no puede depender de sí misma ni de una de sus dependencias.'] });
    }
    seen.add(current);
    const [parent] = await tx.select({ parent_id: offices.parent_id }).from(offices).where(eq(offices.id, current));
    current = parent?.parent_id ?? null;
  }
}

export async function officesRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'offices',
    table: offices,
    permissions: resourceKeys('offices'),
    input: officeInput,
    record: officeRecord,
    ...codeAndNameList(offices),
    defaultSort: 'name',
    filters: exactFilters({ active: [booleanParam, offices.active], parent_id: [queryId(), offices.parent_id] }),
    unique: [{ field: 'code', column: offices.code, message: 'Ya existe una oficina con esas siglas.' }],
    references: [
      {
        table: offices,
        column: offices.parent_id,
        message: 'No se puede eliminar: la oficina tiene oficinas dependientes.',
      },
      {
        table: users,
        column: users.office_id,
        message: 'No se puede eliminar: la oficina tiene usuarios. Desactívela.',
      },
      {
        table: series,
        column: series.office_id,
        message: 'No se puede eliminar: la oficina produce series documentales.',
      },
      { table: subseries, column: subseries.office_id, message: 'No se puede eliminar: la oficina produce subseries.' },
    ],
    validate: async (tx, input, existing) => {
      await assertExists(tx, offices, input.parent_id, 'parent_id', 'La oficina superior no existe.');
      await assertExists(tx, users, input.head_user_id, 'head_user_id', 'El usuario no existe.');
      if (existing) await assertNoCycle(tx, existing.id, input.parent_id);
    },
    present: (db, rows: Row[]) =>
      attachAllRelated(db, rows, [
        codeAndName('parent_id', 'parent', offices),
        { key: 'head_user_id', as: 'head', table: users, columns: { names: users.names, surnames: users.surnames } },
      ]),
    lookup: {
      permissions: LOOKUP_PERMISSIONS.offices,
      label: sql`${offices.code} || ' - ' || ${offices.name}`,
    },
  });

  app.get(
    '/api/v1/offices/tree',
    { schema: answers(200, many(officeTreeNode)), config: { permissions: ['offices-index'] } },
    async () => {
      const rows = await app.db
        .select({
          id: offices.id,
          code: offices.code,
          name: offices.name,
          active: offices.active,
          parent_id: offices.parent_id,
          head_name: sql<
            string | null
          >`(select u.names || ' ' || u.surnames from users u where u.id = ${offices.head_user_id})`,
        })
        .from(offices)
        .orderBy(asc(offices.name));
      const nodes = new Map<number, OfficeTreeNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
      const roots: OfficeTreeNode[] = [];
      for (const r of rows) {
        const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
        (parent ? parent.children : roots).push(nodes.get(r.id)!);
      }
      return { data: roots };
    },
  );
}
