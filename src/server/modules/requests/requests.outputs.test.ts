import { beforeAll, expect, it } from 'vitest';
import { createOutputType } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { type RequestFixtures, requestFixtures } from './requests.fixtures';

describeEachDatabase('output requests', (ctx) => {
  let f: RequestFixtures;
  let typeId: number;
  beforeAll(async () => {
    f = await requestFixtures(ctx());
    typeId = (await createOutputType(ctx().app, f.tokens.admin)).id;
  });
  const post = (url: string, token: string, body: Record<string, unknown>) =>
    call(ctx().app, 'POST', url, { token, body });

  it('numbers SOL-SAL, leaves from the requesting office and assigns an output with its recipients', async () => {
    const created = await post('/api/v1/output-requests', f.tokens.servidor, {
      type_output_id: typeId,
      reference: 'OFICIO N.° 045-2026-OAJ',
      subject: 'Respuesta a la carta',
      folios: 2,
      recipients: [{ citizen_id: f.ids.citizen, reference: 'Atención: gerencia' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const r = created.json().data;
    expect(r.number).toMatch(/^SOL-SAL-\d{4}-\d{6}$/);
    expect(r.proposal.origin_office_id).toBe(f.ids.OAJ);
    // Not an entry request.
    expect((await call(ctx().app, 'GET', `/api/v1/entry-requests/${r.id}`, { token: f.tokens.admin })).statusCode).toBe(
      404,
    );
    const res = await post(`/api/v1/output-requests/${r.id}/assign`, f.tokens.mesapartes, { version: r.version });
    expect(res.statusCode, res.body).toBe(200);
    const output = res.json().data.output as { id: number; number: string };
    expect(output.number).toMatch(/^SAL-\d{4}-\d{6}$/);
    const shown = await call(ctx().app, 'GET', `/api/v1/outputs/${output.id}`, { token: f.tokens.mesapartes });
    expect(shown.json().data).toMatchObject({
      origin_office_id: f.ids.OAJ,
      reference: 'OFICIO N.° 045-2026-OAJ',
      request: { id: r.id, number: r.number },
      recipients: [{ citizen_id: f.ids.citizen, reference: 'Atención: gerencia' }],
    });
  });

  it('refuses an output request without recipients, with the field error', async () => {
    const res = await post('/api/v1/output-requests', f.tokens.servidor, {
      type_output_id: typeId,
      subject: 'Sin destinatarios',
      folios: 1,
      recipients: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.recipients).toEqual(['Agregue al menos un destinatario.']);
  });
});
