/** Locations as the API answers them (GET /physical-locations/tree, /:id, /:id/contents). */
import type { LocationKind } from '@shared/schemas/archive';
import type { ResourceRecord } from '../../lib/crud/types';

export interface LocationNode {
  id: number;
  parent_id: number | null;
  kind: LocationKind;
  code: string;
  name: string | null;
  capacity: number | null;
  topographic_code: string;
  capacity_total: number;
  occupied: number;
}

export type PhysicalLocation = ResourceRecord &
  LocationNode & {
    notes: string | null;
    children_count: number;
    parent: { id: number; kind: LocationKind; code: string; topographic_code: string } | null;
  };

export interface Position {
  location_id: number;
  position: number;
  code: string;
  topographic_code: string;
  unit: { id: number; code: string; title: string; kind: string; box_number: number | null } | null;
}

export interface Contents {
  children: LocationNode[];
  positions: Position[];
  next_free: Position | null;
}

export const LOCATIONS_BASE = '/archive-central/physical-locations';

/** Spanish names of the fields, for the Historial tab. */
export const HISTORY_LABELS: Record<string, string> = {
  kind: 'Tipo',
  parent_id: 'Ubicación superior',
  code: 'Código',
  name: 'Nombre',
  capacity: 'Capacidad (cajas)',
  notes: 'Observaciones',
};

export const KIND_ICONS: Record<LocationKind, string> = {
  edificio: 'pi pi-building',
  deposito: 'pi pi-warehouse',
  estante: 'pi pi-server',
  cuerpo: 'pi pi-th-large',
  nivel: 'pi pi-bars',
};
