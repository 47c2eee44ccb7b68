/** The entry as `GET /api/v1/entries/:id` answers it: its columns, related names, route sheet and abilities. */
import type { EntryChannel, EntryPriority, EntryState, MovementAction, MovementState } from '@shared/schemas/entries';
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName, PersonName } from '../../lib/records/names';
import type { OriginRequest } from '../../lib/records/originRequest';

/** A person made responsible for the entry (at registration or by «Asignar»), as the route sheet shows it. */
export interface Assignment {
  user_id: number;
  user_name: string | null;
  by_name: string | null;
  at: string;
  registration: boolean;
}

export interface Movement {
  id: number;
  from_office_id: number | null;
  from_office: string | null;
  to_office_id: number;
  to_office: string | null;
  to_user_id: number | null;
  to_user: string | null;
  action: MovementAction;
  instructions: string | null;
  sent_by: number;
  sent_by_name: string;
  sent_at: string;
  state: MovementState;
  received_by: number | null;
  received_by_name: string | null;
  received_at: string | null;
  returned_reason: string | null;
}

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
}

export interface Entry extends ResourceRecord {
  number: string;
  received_at: string;
  channel: EntryChannel;
  type_entry_id: number;
  type_entry: CodeName | null;
  sender_id: number;
  sender: { name: string; document_type: string; document_number: string } | null;
  sender_reference: string | null;
  sender_date: string | null;
  subject: string;
  summary: string | null;
  folios: number;
  annexes: string | null;
  registered_office_id: number;
  registered_office: CodeName | null;
  registered_by: number;
  registered_by_user: PersonName | null;
  destination_office_id: number;
  destination_office: CodeName | null;
  assignee_id: number | null;
  assignee: PersonName | null;
  priority: EntryPriority;
  response_days: number;
  due_date: string;
  classification_id: number | null;
  classification: { name: string; restricted: boolean } | null;
  series_id: number | null;
  subseries_id: number | null;
  state: EntryState;
  annulled_reason: string | null;
  overdue: boolean;
  /** The request it was registered from. */
  request: OriginRequest | null;
  created_at: string;
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
