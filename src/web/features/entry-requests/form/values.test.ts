import { expect, it } from 'vitest';
import type { EntryRequest } from '../entry-requests.record';
import { knownOptions, requestValues } from './values';

const request = {
  paper_to_come: true,
  urgency: 'urgente',
  note: null,
  proposal: { subject: 'Solicita licencia', sender_id: 5, sender_reference: null, summary: null, annexes: null },
  proposal_names: {
    type_entry: null,
    sender: { id: 5, name: 'Julia Ccori', document_type: 'DNI', document_number: '45123456' },
    destination_office: { id: 3, code: 'OAJ', name: 'Asesoría Jurídica' },
    assignee: null,
  },
} as unknown as EntryRequest;

it('edits the proposed entry with empty texts for missing ones, plus the request fields', () => {
  const values = requestValues(request);
  expect([values.sender_reference, values.summary, values.annexes]).toEqual(['', '', '']);
  expect([values.urgency, values.paper_to_come, values.note]).toEqual(['urgente', true, '']);
});

it('names the sender and the destination it knows', () => {
  const known = knownOptions(request, null);
  expect(known.sender).toEqual([{ id: 5, label: 'Julia Ccori', description: 'DNI 45123456' }]);
  expect(known.office).toEqual([{ id: 3, label: 'OAJ - Asesoría Jurídica', description: undefined }]);
  expect(known.type).toEqual([]);
});
