import { describe, expect, it } from 'vitest';
import type { OutputRequest } from '../output-requests.record';
import { knownOptions, proposedValues, requestDefaults, requestValues } from './values';

const request = {
  id: 7,
  paper_to_come: true,
  urgency: 'urgente',
  note: null,
  requesting_office_id: 3,
  proposal: {
    issued_at: '2026-03-10T15:00:00.000Z',
    type_output_id: 4,
    reference: null,
    document_date: null,
    subject: 'Remite informe técnico',
    summary: null,
    folios: 3,
    annexes: null,
    origin_office_id: 3,
    signer_id: 9,
    priority: 'normal',
    classification_id: null,
    series_id: null,
    subseries_id: null,
    recipients: [
      { citizen_id: 11, address: 'Av. Los Álamos 123', reference: null },
      { citizen_id: 12, address: null, reference: 'Atención: Gerencia' },
    ],
  },
  proposal_names: {
    type_output: { id: 4, code: 'OFI', name: 'Oficio' },
    origin_office: { id: 3, code: 'OAJ', name: 'Oficina de Asesoría Jurídica' },
    signer: { id: 9, names: 'Rosa', surnames: 'Quispe Mamani' },
    recipients: [{ id: 11, name: 'Julia Ccori', document_type: 'DNI', document_number: '45123456' }, null],
  },
} as unknown as OutputRequest;

describe('output request form values', () => {
  it('starts with one recipient to choose and what mesa de partes should know', () => {
    const defaults = requestDefaults();
    expect(defaults.recipients).toEqual([{ citizen_id: undefined, address: '', ubigeo: null, reference: '' }]);
    expect([defaults.urgency, defaults.paper_to_come, defaults.folios]).toEqual(['normal', false, 1]);
  });

  it('edits the proposal with empty texts for missing ones, plus the request fields', () => {
    const values = requestValues(request);
    expect(values.recipients).toEqual([
      { citizen_id: 11, address: 'Av. Los Álamos 123', reference: '' },
      { citizen_id: 12, address: '', reference: 'Atención: Gerencia' },
    ]);
    expect([values.reference, values.summary, values.annexes]).toEqual(['', '', '']);
    expect([values.urgency, values.paper_to_come, values.note]).toEqual(['urgente', true, '']);
  });

  it('assigns the proposal alone, without the request fields', () => {
    const values = proposedValues(request);
    expect(values).not.toHaveProperty('urgency');
    expect(values).not.toHaveProperty('paper_to_come');
    expect(values.origin_office_id).toBe(3);
  });

  it('names the type, the signer and the recipients it knows', () => {
    expect(knownOptions(request)).toEqual({
      type: [{ id: 4, label: 'Oficio', description: 'OFI' }],
      signer: [{ id: 9, label: 'Rosa Quispe Mamani' }],
      citizens: [{ id: 11, label: 'Julia Ccori', description: 'DNI 45123456' }],
    });
    expect(knownOptions(undefined)).toEqual({ type: [], signer: [], citizens: [] });
  });
});
