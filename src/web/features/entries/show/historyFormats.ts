/** How the entry's Historial shows ids, codes and the route sheet's objects: with the names the page knows. */
import {
  ENTRY_CHANNELS,
  ENTRY_PRIORITIES,
  ENTRY_STATES,
  MOVEMENT_ACTIONS,
  MOVEMENT_STATES,
} from '@shared/schemas/entries';
import {
  asObjects,
  fileNames,
  fromMap,
  type HistoryFormat,
  historyDate,
  namedIn,
  sameId,
} from '../../../lib/crud/historyFormats';
import { personName } from '../../../lib/records/names';
import type { Entry } from '../entries.record';

export function entryHistoryFormats(entry: Entry): Record<string, HistoryFormat> {
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
  return {
    channel: fromMap(ENTRY_CHANNELS),
    priority: fromMap(ENTRY_PRIORITIES),
    state: fromMap(ENTRY_STATES),
    received_at: historyDate,
    sender_date: historyDate,
    due_date: historyDate,
    type_entry_id: sameId(entry.type_entry_id, entry.type_entry?.name),
    sender_id: sameId(entry.sender_id, entry.sender?.name),
    classification_id: sameId(entry.classification_id, entry.classification?.name),
    registered_office_id: namedIn(offices),
    destination_office_id: namedIn(offices),
    assignee_id: namedIn(people),
    registered_by: namedIn(people),
    movements: (value) =>
      asObjects(value)
        .map((m) => {
          const to = namedIn(offices)(m.to_office_id);
          const person = m.to_user_id ? ` · ${namedIn(people)(m.to_user_id)}` : '';
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
    attachments: fileNames,
  };
}
