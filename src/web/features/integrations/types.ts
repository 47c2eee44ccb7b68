import type { Integration } from '@shared/schemas/integrations';
import type { ResourceRecord } from '../../lib/crud/types';

export type IntegrationRecord = Integration & ResourceRecord;

export const TOKEN_WARNING =
  'Copie este token ahora y guárdelo en el sistema integrado: no se volverá a mostrar. Se envía en cada llamada como «Authorization: Bearer …».';
