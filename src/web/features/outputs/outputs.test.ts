import { describe, expect, it } from 'vitest';
import { outputValues, recordOptions } from './form/values';
import { type Output, recipientsSummary } from './outputs.record';
import { outputHistoryFormats } from './show/history';

const citizen = (name: string, document_number: string) => ({ name, document_type: 'DNI' as const, document_number });

const output = {
  id: 7,
  version: 3,
  number: 'SAL-2026-000045',
  request: null,
  issued_at: '2026-11-21T14:05:00.000Z',
  type_output_id: 2,
  type_output: { id: 2, code: 'OF', name: 'Oficio' },
  reference: null,
  document_date: '2026-11-20',
  subject: 'Respuesta a su solicitud',
  summary: null,
  folios: 2,
  annexes: null,
  origin_office_id: 3,
  origin_office: { id: 3, code: 'OAJ', name: 'Oficina de Asesoría Jurídica' },
  registered_by: 5,
  registered_by_user: { names: 'Lucía', surnames: 'Pérez Castillo' },
  signer_id: 4,
  signer: { names: 'Jorge', surnames: 'Salazar Núñez' },
  entry_id: 11,
  entry: { number: 'ING-2026-000123', subject: 'Solicitud de copia' },
  priority: 'urgente',
  classification_id: null,
  classification: null,
  series_id: null,
  subseries_id: null,
  state: 'en_despacho',
  annulled_reason: null,
  created_at: '2026-11-21T14:05:00.000Z',
  recipients: [
    {
      id: 1,
      citizen_id: 20,
      citizen: citizen('Rosa Quispe', '71234567'),
      address: 'Jr. Ayacucho 214',
      ubigeo: '120101',
      district: 'Huancayo',
      reference: null,
      delivery_state: 'entregado',
      delivered_at: '2026-11-22T15:00:00.000Z',
      received_by_name: 'Rosa Quispe',
      received_by_document: '41726394',
      note: null,
      return_acknowledged_at: null,
      casilla: false,
    },
    {
      id: 2,
      citizen_id: 21,
      citizen: citizen('Óscar Huamán', '72345678'),
      address: null,
      ubigeo: null,
      district: null,
      reference: 'Atención: Área legal',
      delivery_state: 'pendiente',
      delivered_at: null,
      received_by_name: null,
      received_by_document: null,
      note: null,
      return_acknowledged_at: null,
      casilla: false,
    },
  ],
  office_recipients: [
    {
      id: 1,
      office_id: 4,
      office: 'Gerencia General',
      copy: false,
      entry_id: 31,
      delivery_state: 'pendiente',
      dispatched_at: '2026-11-21T14:06:00.000Z',
      received_at: null,
      received_by: null,
      note: null,
    },
  ],
  can: {
    update: false,
    dispatch: false,
    deliver: true,
    notify: false,
    acknowledge_return: false,
    redispatch: false,
    archive: false,
    annul: true,
    attach: true,
    activate: false,
    deactivate: false,
    delete: false,
  },
} satisfies Output;

describe('recipientsSummary', () => {
  it('names the first recipient and counts the rest, citizens then offices', () => {
    expect(recipientsSummary(output)).toBe('Rosa Quispe y 2 más');
    expect(recipientsSummary({ recipients: output.recipients.slice(0, 1), office_recipients: [] })).toBe('Rosa Quispe');
    expect(recipientsSummary({ recipients: [], office_recipients: output.office_recipients })).toBe('Gerencia General');
    expect(recipientsSummary({ recipients: [], office_recipients: [] })).toBe('—');
  });
});

describe('outputHistoryFormats', () => {
  const formats = outputHistoryFormats(output);

  it('names the office copies, their reception and the internal dispatch', () => {
    expect(formats.office_recipients?.([4])).toBe('Gerencia General');
    expect(formats.office_recipient?.({ office_id: 4, delivery_state: 'entregado' })).toBe(
      'Gerencia General: Recibido',
    );
    expect(formats.internal_dispatch?.({ entry: { id: 31, number: 'ING-2026-000031' }, offices: [4] })).toBe(
      'Ingreso ING-2026-000031 derivado a Gerencia General',
    );
  });

  it('names states, priorities and the records the output knows', () => {
    expect(formats.state?.('en_despacho')).toBe('En despacho');
    expect(formats.priority?.('muy_urgente')).toBe('Muy urgente');
    expect(formats.type_output_id?.(2)).toBe('Oficio');
    expect(formats.origin_office_id?.(3)).toBe('OAJ - Oficina de Asesoría Jurídica');
    expect(formats.signer_id?.(4)).toBe('Jorge Salazar Núñez');
    expect(formats.entry_id?.(11)).toBe('ING-2026-000123');
    expect(formats.type_output_id?.(9)).toBe('n.º 9');
    expect(formats.document_date?.('2026-11-20')).toBe('20/11/2026');
  });

  it('tells recipients and deliveries by the citizens’ names', () => {
    expect(
      formats.recipients?.([
        { citizen_id: 20, address: 'Jr. Ayacucho 214', reference: null },
        { citizen_id: 21, address: null, reference: null },
      ]),
    ).toBe('Rosa Quispe (Jr. Ayacucho 214); Óscar Huamán');
    expect(formats.recipient?.({ citizen_id: 21, delivery_state: 'devuelto', note: 'Domicilio cerrado' })).toBe(
      'Óscar Huamán: Devuelto (Domicilio cerrado)',
    );
    expect(formats.recipient?.({ citizen_id: 20, delivery_state: 'entregado', received_by_name: 'Rosa' })).toBe(
      'Rosa Quispe: Entregado (Rosa)',
    );
  });
});

describe('the edit form of an output', () => {
  it('starts from its values, recipients in order, and knows their names without a lookup', () => {
    const values = outputValues(output);
    expect(values.recipients).toEqual([
      { citizen_id: 20, address: 'Jr. Ayacucho 214', ubigeo: '120101', reference: '' },
      { citizen_id: 21, address: '', ubigeo: null, reference: 'Atención: Área legal' },
    ]);
    expect(values.summary).toBe('');
    const known = recordOptions(output);
    expect(known.entry).toEqual([{ id: 11, label: 'ING-2026-000123 · Solicitud de copia', description: null }]);
    expect(known.citizens.map((c) => c.label)).toEqual(['Rosa Quispe', 'Óscar Huamán']);
  });
});
