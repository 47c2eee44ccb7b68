/** Building blocks for a resource's Historial formats (HistoryPanel `formats`): values shown with names. */
import { formatDayTime } from '../dates';

export type HistoryFormat = (value: unknown) => string;

/** A code through its labels, e.g. a state. */
export const fromMap =
  (map: Record<string, string>): HistoryFormat =>
  (value) =>
    map[String(value)] ?? String(value);

/** The objects of a change that holds one or a list (route sheet rows, recipients, files). */
export const asObjects = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null,
  );

/** A day (`2026-03-02`) or a moment. */
export const historyDate: HistoryFormat = (value) => formatDayTime(value);

/** An id named by what the page knows; any other by its number. */
export const namedIn =
  (names: Map<number, string>): HistoryFormat =>
  (value) =>
    names.get(Number(value)) || `n.º ${String(value)}`;

/** The record's current id named; an earlier one by its number. */
export const sameId = (id: number | null, label: string | undefined): HistoryFormat =>
  namedIn(new Map(id !== null && label ? [[id, label]] : []));

/** The names of the files attached or removed. */
export const fileNames: HistoryFormat = (value) =>
  asObjects(value)
    .map((a) => String(a.name ?? ''))
    .join(', ');
