/** How the entry's Historial shows ids, codes and the route sheet's objects: with the names the page knows. */
import {
  ENTRY_CHANNELS,
  ENTRY_PRIORITIES,
  ENTRY_STATES,
  MOVEMENT_ACTIONS,
  MOVEMENT_STATES,
} from '@shared/schemas/entries';
import { formatDateTime } from '../../../lib/crud/columns';
import { formatDate } from '../../../lib/dates';
import { type Entry, personName } from './entry';

type Format = (value: unknown) => string;

const fromMap =
  (map: Record<string, string>): Format =>
  (value) =>
    map[String(value)] ?? String(value);

const asObjects = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null,
  );

export function entryHistoryFormats(entry: Entry): Record<string, Format> {
  const offices = new Map<number, string>();
  const people = new Map<number, string>();
  const office = (id: number, o: { code: string; name: string } | null) =>
    o && offices.set(id, `${o.code} - ${o.name}`);
  office(entry.registered_office_id, entry.registered_office);
  office(entry.destination_office_id, entry.destination_office);
  for (const m of entry.movements) {
    if (m.to_office) offices.set(m.to_office_id, m.to_office);
    if (m.to_user_id && m.to_user) people.set(m.to_user_id, m.to_user);
  }
  if (entry.assignee_id && entry.assignee) people.set(entry.assignee_id, personName(entry.assignee));
  if (entry.registered_by_user) people.set(entry.registered_by, personName(entry.registered_by_user));
  const named =
    (map: Map<number, string>): Format =>
    (value) =>
      map.get(Number(value)) ?? `n.º ${String(value)}`;
  const date: Format = (value) =>
    typeof value === 'string' && value.length === 10 ? formatDate(value) : formatDateTime(value);

  return {
    channel: fromMap(ENTRY_CHANNELS),
    priority: fromMap(ENTRY_PRIORITIES),
    state: fromMap(ENTRY_STATES),
    received_at: date,
    sender_date: date,
    due_date: date,
    type_entry_id: (value) =>
      Number(value) === entry.type_entry_id && entry.type_entry ? entry.type_entry.name : `n.º ${String(value)}`,
    sender_id: (value) =>
      Number(value) === entry.sender_id && entry.sender ? entry.sender.name : `n.º ${String(value)}`,
    classification_id: (value) =>
      Number(value) === entry.classification_id && entry.classification
        ? entry.classification.name
        : `n.º ${String(value)}`,
    registered_office_id: named(offices),
    destination_office_id: named(offices),
    assignee_id: named(people),
    registered_by: named(people),
    movements: (value) =>
      asObjects(value)
        .map((m) => {
          const to = named(offices)(m.to_office_id);
          const person = m.to_user_id ? ` · ${named(people)(m.to_user_id)}` : '';
          return `${to}${person} (${fromMap(MOVEMENT_ACTIONS)(m.action)})`;
        })
        .join('; '),
    movement: (value) =>
      asObjects(value)
        .map((m) => {
          const state = fromMap(MOVEMENT_STATES)(m.state);
          return m.returned_reason ? `${state}: ${String(m.returned_reason)}` : state;
        })
        .join('; '),
    output: (value) =>
      asObjects(value)
        .map((o) => String(o.number ?? ''))
        .join(', '),
    attachments: (value) =>
      asObjects(value)
        .map((a) => String(a.name ?? ''))
        .join(', '),
  };
}
