/** The whole location tree with occupancy (GET /physical-locations/tree), shared by the tree page and the form. */
import type { One } from '@shared/pagination';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { LocationNode } from './types';

export function useLocationTree() {
  return useQuery({
    queryKey: ['physical-locations', 'tree'],
    queryFn: ({ signal }) =>
      api<One<LocationNode[]>>('/api/v1/physical-locations/tree', { signal }).then((a) => a.data),
  });
}

/** How a location is named in lists and options: its topographic code and, when it has one, its name. */
export const locationLabel = (node: Pick<LocationNode, 'topographic_code' | 'name'>) =>
  node.name ? `${node.topographic_code} · ${node.name}` : node.topographic_code;
