import { describe, expect, it } from 'vitest';
import { deriveStart } from './DeriveDialog';
import type { Entry } from './entry';

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

  it('starts empty once the entry has moved', () => {
    expect(deriveStart({ ...registered, movements: [{}] } as unknown as Entry)).toBeNull();
  });
});
