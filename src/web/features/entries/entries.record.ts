/** The entry as `GET /api/v1/entries/:id` answers it: its columns, related names, route sheet and abilities. */
import type { EntryAssignment, EntryMovement, EntryRecord } from '@shared/schemas/entries';
import type { ResourceRecord } from '../../lib/crud/types';

export type Movement = EntryMovement;
export type Assignment = EntryAssignment;

export interface EntryAbilities {
  update: boolean;
  derive: boolean;
  receive: boolean;
  return: boolean;
  attend: boolean;
  archive: boolean;
  annul: boolean;
  assign?: boolean;
  attach?: boolean;
  /** A sticker and a counter's cargo: paper entries only. */
  print: boolean;
}

/** The shared `Entry` schema's type (`@shared/schemas/entries`), with the abilities the screens read. */
export interface Entry extends Omit<EntryRecord, 'can' | 'movements'>, ResourceRecord {
  movements: Movement[];
  assignments: Assignment[];
  can: ResourceRecord['can'] & EntryAbilities;
}

export const ENTRY_FIELD_LABELS: Record<string, string> = {
  number: 'Número',
  year: 'Año',
  sequence: 'Correlativo',
  received_at: 'Recepción',
  channel: 'Canal',
  type_entry_id: 'Tipo de ingreso',
  sender_id: 'Remitente',
  sender_reference: 'Documento del remitente',
  sender_date: 'Fecha del documento',
  subject: 'Asunto',
  summary: 'Resumen',
  folios: 'Folios',
  annexes: 'Anexos',
  registered_office_id: 'Oficina que registra',
  registered_by: 'Registrado por',
  destination_office_id: 'Oficina de destino',
  assignee_id: 'Responsable',
  priority: 'Prioridad',
  response_days: 'Días para responder',
  due_date: 'Fecha límite',
  classification_id: 'Clasificación',
  series_id: 'Serie',
  subseries_id: 'Subserie',
  state: 'Estado',
  annulled_reason: 'Motivo de anulación',
  movements: 'Derivaciones',
  movement: 'Movimiento',
  attachments: 'Archivos adjuntos',
  output: 'Salida de respuesta',
};

export const ENTRY_HISTORY_ACTIONS: Record<string, string> = {
  derive: 'Derivación',
  receive: 'Recepción',
  return: 'Devolución',
  attend: 'Atención',
  archive: 'Archivo',
  annul: 'Anulación',
  assign: 'Asignación',
  reply: 'Respuesta con salida',
  attach: 'Archivos adjuntados',
  detach: 'Archivo quitado',
};
