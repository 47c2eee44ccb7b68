/**
 * The labels of the location tree's shelves and levels (lib/export/labels.ts): printed from a
 * node, every shelf and level under it (itself included), each with a Code 128 barcode of its
 * topographic code, so a shelf or a level can be read by a scanner as a box is.
 */
import { formatCount } from '@shared/numbers';
import { positionCode } from '@shared/schemas/archive';
import type { Label } from '../../lib/export/labels';
import { type LocationNode, type LocationTree, subtree } from './physical-locations.tree';

const LABELLED = new Set(['estante', 'nivel']);
const NAMES = { estante: 'Estante', nivel: 'Nivel' } as const;

function label(tree: LocationTree, node: LocationNode): Label {
  const parent = node.parent_id === null ? undefined : tree.get(node.parent_id);
  const levels = subtree(tree, node.id).filter((n) => n.kind === 'nivel').length;
  const capacity = node.capacity ?? 0;
  return {
    over: parent ? `${parent.name ?? parent.topographic_code}` : '',
    name: `${NAMES[node.kind as keyof typeof NAMES]} ${node.code}`,
    headline: node.name ?? node.topographic_code,
    lines:
      node.kind === 'nivel'
        ? [`Capacidad: ${formatCount(capacity)} ${capacity === 1 ? 'caja' : 'cajas'} (P01 a ${positionCode(capacity)})`]
        : [
            `${formatCount(levels)} ${levels === 1 ? 'nivel' : 'niveles'} · ${formatCount(node.capacity_total)} posiciones`,
          ],
    code: node.topographic_code,
  };
}

/** The labels of the shelves and levels under `id`, in reading order. */
export const locationLabels = (tree: LocationTree, id: number): Label[] =>
  subtree(tree, id)
    .filter((n) => LABELLED.has(n.kind))
    .map((n) => label(tree, n));
