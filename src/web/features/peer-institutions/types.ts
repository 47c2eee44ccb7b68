import type { PeerInstitution } from '@shared/schemas/peer-institutions';
import type { ResourceRecord } from '../../lib/crud/types';

export type PeerInstitutionRecord = PeerInstitution & ResourceRecord;

export const SECRET_WARNING =
  'Copie esta clave ahora y entréguela a la otra institución por un medio seguro: allí se registra como su «clave de recepción». No se volverá a mostrar.';
