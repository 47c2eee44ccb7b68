/** The text reading's backlog on the administrators' Tablero: what waits, oldest first; nobody else sees it. */
import type { DashboardAnswer } from '@shared/schemas/dashboard';
import { expect, it } from 'vitest';
import { attachments, attachmentTexts } from '../../../db/schema';
import { call, describeEachDatabase, login } from '../../../test/harness';

const sha = (c: string) => c.repeat(64);

describeEachDatabase('text reading backlog tile', (ctx) => {
  it('counts the files pending or being read, oldest first, for administrators only', async () => {
    const { app, database } = ctx();
    await database.db.insert(attachments).values([
      {
        owner_type: 'entries',
        owner_id: 1,
        sha256: sha('a'),
        original_name: 'escaneo.pdf',
        content_type: 'application/pdf',
        size: 10,
      },
      {
        owner_type: 'entries',
        owner_id: 2,
        sha256: sha('b'),
        original_name: 'carta.png',
        content_type: 'image/png',
        size: 10,
      },
    ]);
    await database.db.insert(attachmentTexts).values([
      { sha256: sha('a'), state: 'en_proceso', attempts: 2, requested_at: new Date('2026-06-01T15:00:00Z') },
      { sha256: sha('b'), state: 'pendiente', requested_at: new Date('2026-06-02T15:00:00Z') },
      { sha256: sha('c'), state: 'pendiente', requested_at: new Date('2026-06-03T15:00:00Z') },
      { sha256: sha('d'), state: 'listo', requested_at: new Date('2026-05-01T15:00:00Z') },
      { sha256: sha('e'), state: 'error', reason: 'Dañado', requested_at: new Date('2026-05-02T15:00:00Z') },
    ]);

    const tiles = async (user: string) =>
      ((await call(app, 'GET', '/api/v1/dashboard', { token: await login(app, user) })).json() as DashboardAnswer)
        .tiles;
    const tile = (await tiles('admin')).find((t) => t.id === 'attachment-texts-backlog');
    expect(tile).toMatchObject({
      group: 'system',
      title: 'Lectura de texto de adjuntos por hacer',
      count: 3,
      capped: false,
    });
    expect(tile!.rows.map((r) => [r.label, r.description, r.date])).toEqual([
      ['escaneo.pdf', 'En proceso · 2 intentos', '2026-06-01'],
      ['carta.png', 'Pendiente', '2026-06-02'],
      ['Archivo sin registro vigente', 'Pendiente', '2026-06-03'],
    ]);
    for (const user of ['jefe', 'mesapartes', 'archivero'])
      expect((await tiles(user)).map((t) => t.id)).not.toContain('attachment-texts-backlog');
  });
});
