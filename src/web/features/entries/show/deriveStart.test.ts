import { describe, expect, it } from 'vitest';
import type { Entry } from '../entries.record';
import { deriveStart } from './DeriveDialog';

const registered = {
  destination_office_id: 4,
  destination_office: { code: 'OAJ', name: 'Oficina de Asesoría Jurídica' },
  assignee_id: 7,
  assignee: { names: 'Lucía', surnames: 'Pérez Castillo' },
  movements: [],
} as unknown as Entry;

describe('deriveStart', () => {
  it('starts an entry that has not moved from the office and person chosen at registration', () => {
    expect(deriveStart(registered)).toEqual({
      office: { id: 4, label: 'OAJ - Oficina de Asesoría Jurídica' },
      person: { id: 7, label: 'Lucía Pérez Castillo' },
    });
    expect(deriveStart({ ...registered, assignee_id: null, assignee: null })?.person).toBeNull();
  });

  it('starts empty once the entry has moved, or from their own office for its head', () => {
    const moved = { ...registered, movements: [{}] } as unknown as Entry;
    expect(deriveStart(moved)).toBeNull();
    const office = { id: 9, code: 'GAF', name: 'Gerencia de Administración y Finanzas' };
    expect(deriveStart(moved, { ...office, head: false })).toBeNull();
    expect(deriveStart(moved, { ...office, head: true })).toEqual({
      office: { id: 9, label: 'GAF - Gerencia de Administración y Finanzas' },
      person: null,
    });
    // Not moved yet: the registration's choice comes first, even for a head.
    expect(deriveStart(registered, { ...office, head: true })?.office.id).toBe(4);
  });
});
