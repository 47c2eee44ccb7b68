/**
 * `/api/v1/physical-locations`: the archive's location tree. The generic CRUD (a new parent moves a
 * node with everything it holds), plus the whole tree with occupancy and one node's contents:
 * its children, a level's positions and the next free position under it; and the labels of
 * the shelves and levels under a node.
 */

import { many, one } from '@shared/schemas/api';
import { locationContents, locationNode, physicalLocationInput, physicalLocationRecord } from '@shared/schemas/archive';
import { queryId } from '@shared/zod';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { archiveExpedients, physicalLocations } from '../../db/schema';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { exactFilters } from '../../lib/crud/filters';
import { idParams, parseId, registerCrud } from '../../lib/crud/resource';
import { notFound } from '../../lib/errors';
import { labelsPdf } from '../../lib/export/labels';
import { sendPdf } from '../../lib/export/printout';
import { getSettings } from '../../lib/settings/settings';
import { locationLabels } from './physical-locations.labels';
import { validateLocation } from './physical-locations.rules';
import { levelPositions, loadLocationTree, nextFreePosition, treeOrder } from './physical-locations.tree';

const INDEX = ['physical-locations-index'] as const;
const READ = ['physical-locations-index', 'physical-locations-show', 'physical-locations-update'] as const;

export async function physicalLocationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/physical-locations/tree',
    { schema: answers(200, many(locationNode)), config: { permissions: INDEX } },
    async () => ({
      data: treeOrder(await loadLocationTree(app.db)),
    }),
  );

  r.get(
    '/api/v1/physical-locations/:id/contents',
    { schema: { params: idParams, ...answers(200, one(locationContents)) }, config: { permissions: READ } },
    async (request) => {
      const id = parseId(request.params.id);
      const tree = await loadLocationTree(app.db);
      const node = tree.get(id);
      if (!node) throw notFound();
      const children = treeOrder(tree).filter((n) => n.parent_id === id);
      const positions = node.kind === 'nivel' ? await levelPositions(app.db, node) : [];
      return { data: { children, positions, next_free: await nextFreePosition(app.db, tree, id) } };
    },
  );

  r.get(
    '/api/v1/physical-locations/:id/labels',
    {
      schema: { params: idParams, ...fileAnswer('Los rótulos en PDF.', 'application/pdf') },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const tree = await loadLocationTree(app.db);
      const node = tree.get(id);
      if (!node) throw notFound();
      const { institution_name } = await getSettings(app.db);
      const pdf = await labelsPdf(
        institution_name,
        `Rótulos ${node.topographic_code}`,
        locationLabels(tree, id),
        `${node.topographic_code} no tiene estantes ni niveles que rotular.`,
      );
      return sendPdf(reply, `rotulos-${node.topographic_code}`, pdf);
    },
  );

  registerCrud(app, {
    resource: 'physical-locations',
    table: physicalLocations,
    permissions: {
      index: INDEX,
      show: ['physical-locations-show'],
      create: ['physical-locations-create'],
      update: ['physical-locations-update'],
    },
    input: physicalLocationInput,
    record: physicalLocationRecord,
    search: [physicalLocations.code, physicalLocations.name],
    sortable: { id: physicalLocations.id, code: physicalLocations.code, created_at: physicalLocations.created_at },
    defaultSort: 'code',
    filters: exactFilters({
      parent_id: [queryId(), physicalLocations.parent_id],
      kind: [physicalLocationInput.shape.kind, physicalLocations.kind],
    }),
    unique: [
      {
        field: 'code',
        column: physicalLocations.code,
        message: (taken) => `Ya existe una ubicación con el código ${String(taken.code)} en el mismo lugar.`,
        scope: (input) =>
          input.parent_id === null
            ? isNull(physicalLocations.parent_id)
            : eq(physicalLocations.parent_id, input.parent_id),
      },
    ],
    references: [
      {
        table: physicalLocations,
        column: physicalLocations.parent_id,
        message: 'No se puede eliminar: contiene otras ubicaciones. Muévalas o elimínelas primero.',
      },
      {
        table: archiveExpedients,
        column: archiveExpedients.location_id,
        message: 'No se puede eliminar: hay cajas en este nivel. Muévalas primero.',
      },
    ],
    validate: validateLocation,
    present: async (db, rows) => {
      const tree = await loadLocationTree(db);
      const childrenOf = new Map<number, number>();
      for (const node of tree.values()) {
        if (node.parent_id !== null) childrenOf.set(node.parent_id, (childrenOf.get(node.parent_id) ?? 0) + 1);
      }
      return rows.map((row) => {
        const node = tree.get(row.id);
        const parent = row.parent_id ? tree.get(row.parent_id as number) : undefined;
        return {
          ...row,
          topographic_code: node?.topographic_code ?? row.code,
          path: node?.path ?? [row.id],
          capacity_total: node?.capacity_total ?? 0,
          occupied: node?.occupied ?? 0,
          children_count: childrenOf.get(row.id) ?? 0,
          parent: parent
            ? { id: parent.id, kind: parent.kind, code: parent.code, topographic_code: parent.topographic_code }
            : null,
        };
      });
    },
  });
}
