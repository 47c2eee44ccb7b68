/** The likely-duplicate warning of registration: same sender with the same reference or a subject alike, recent, in scope. */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { entries } from '../../db/schema';
import { call, describeEachDatabase } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from './entries.fixtures';

describeEachDatabase('entries: likely duplicates', (ctx) => {
  let f: EntryFixtures;
  const ask = async (query: Record<string, unknown>, token = f.tokens.mesapartes) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await call(ctx().app, 'GET', `/api/v1/entries/duplicates?${params}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; number: string; reasons: string[] }[];
  };

  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  it('finds the same sender’s entry with the same reference (accents and case aside) or a subject alike', async () => {
    const first = await f.register({
      sender_reference: 'Carta N° 015-2026-JVC',
      subject: 'Solicitud de licencia de funcionamiento para bodega',
    });
    const byReference = await ask({ sender_id: f.ids.citizen, sender_reference: 'CARTA N° 015-2026-jvc' });
    expect(byReference.map((d) => d.id)).toContain(first.id);
    expect(byReference.find((d) => d.id === first.id)!.reasons).toContain('reference');
    const bySubject = await ask({
      sender_id: f.ids.citizen,
      subject: 'Solicitud de licencia de funcionamiento para la bodega',
    });
    expect(bySubject.find((d) => d.id === first.id)?.reasons).toEqual(['subject']);
    // Another subject, another reference: nothing to warn about; nor when editing the entry itself.
    expect(
      await ask({ sender_id: f.ids.citizen, sender_reference: 'OFICIO 99', subject: 'Queja por ruidos molestos' }),
    ).toEqual([]);
    const self = await ask({
      sender_id: f.ids.citizen,
      sender_reference: 'Carta N° 015-2026-JVC',
      except_id: first.id,
    });
    expect(self.map((d) => d.id)).not.toContain(first.id);
  });

  it('leaves out annulled entries, entries older than thirty days and entries outside the caller’s scope', async () => {
    const old = await f.register({
      sender_reference: 'EXP-ANTIGUO-1',
      subject: 'Pedido antiguo de copias certificadas',
    });
    await ctx()
      .database.db.update(entries)
      .set({ received_at: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(entries.id, old.id));
    expect(await ask({ sender_id: f.ids.citizen, sender_reference: 'EXP-ANTIGUO-1' })).toEqual([]);
    const annulled = await f.register({ sender_reference: 'EXP-ANULADO-1', subject: 'Pedido anulado por error' });
    const res = await call(ctx().app, 'POST', `/api/v1/entries/${annulled.id}/annul`, {
      token: f.tokens.mesapartes,
      body: { version: annulled.version, reason: 'Registrado dos veces' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ask({ sender_id: f.ids.citizen, sender_reference: 'EXP-ANULADO-1' })).toEqual([]);
    const other = await f.register({ sender_reference: 'EXP-OTRA-OFICINA', destination_office_id: f.ids.GAF });
    // The head of OAJ sees none of GAF's entries, so none is named to him.
    expect(await ask({ sender_id: f.ids.citizen, sender_reference: 'EXP-OTRA-OFICINA' }, f.tokens.jefe)).toEqual([]);
    expect((await ask({ sender_id: f.ids.citizen, sender_reference: 'EXP-OTRA-OFICINA' })).map((d) => d.id)).toEqual([
      other.id,
    ]);
  });

  it('answers 422 with the field for a bad sender', async () => {
    const res = await call(ctx().app, 'GET', '/api/v1/entries/duplicates?sender_id=abc', {
      token: f.tokens.mesapartes,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sender_id).toBeDefined();
  });
});
