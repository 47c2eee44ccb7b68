/** The running summary of a receiving session, kept in sessionStorage so a reload does not lose it. */
const KEY = 'folio.delivery-events.summary';

export interface Read {
  /** Unique in the session: when, what and how many reads came before. */
  id: string;
  number: string;
  at: string;
  ok: boolean;
  /** What was received (office, subject) or why it was refused. */
  detail: string;
}

export function loadSummary(): Read[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as Read[]).slice(0, 500) : [];
  } catch {
    return [];
  }
}

export function saveSummary(reads: Read[]): void {
  sessionStorage.setItem(KEY, JSON.stringify(reads.slice(0, 500)));
}
