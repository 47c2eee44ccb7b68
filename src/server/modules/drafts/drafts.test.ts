/**
 * Drafts (issue 28): «Proyectar» from the office's template (merge fields filled, the entry's
 * reference when answering), bodies pasted from Word refused in Spanish, the scope (its people
 * and their offices' heads, nobody else), the visto bueno in order with observations, the
 * autosave's version, the history, the queues and the preview PDF with its reserved fields.
 */
import { paragraphs } from '@shared/rich-text';
import { beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';
import { PIN, uploadCertificate } from './drafts.fixtures';

type Draft = Record<string, unknown> & { id: number; version: number; state: string; can: Record<string, boolean> };

describeEachDatabase('drafts', (ctx) => {
  let f: EntryFixtures;
  let type: number;
  const t: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: Record<string, unknown>) =>
    call(ctx().app, method, url, { token, body });
  const ok = async (res: Awaited<ReturnType<typeof call>>, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json().data as Draft;
  };
  const draftBody = (over: Record<string, unknown> = {}) => ({
    type_output_id: type,
    subject: 'Respuesta a la solicitud de información',
    addressees: [{ citizen_id: f.ids.citizen }],
    signer_id: ids.jefe,
    reviewer_ids: [ids.abogada],
    ...over,
  });

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    const db = ctx().database.db;
    ids.jefe = f.ids['user:jefe']!;
    const abogada = await signedInUser(db, {
      username: 'abogadavb',
      names: 'Rosa',
      surnames: 'Vega Luna',
      officeId: f.ids.OAJ,
      permissions: ['outputs-review', 'outputs-draft'],
    });
    ids.abogada = abogada.id;
    t.abogada = abogada.token;
    const gaf = await signedInUser(db, {
      username: 'proyectistagaf',
      officeId: f.ids.GAF,
      permissions: ['outputs-draft', 'outputs-review', 'outputs-sign'],
    });
    ids.gaf = gaf.id;
    t.gaf = gaf.token;
    await uploadCertificate(ctx().app, f.tokens.servidor, { name: 'Luis Paredes Cano', dni: '41414141', pin: PIN });
    const created = await api('POST', '/api/v1/type-outputs', f.tokens.admin, { code: 'OFI', name: 'Oficio' });
    type = (await ok(created, 201)).id;
  });

  it('refuses a template with an unknown merge field, naming it in Spanish', async () => {
    const res = await api('POST', '/api/v1/document-templates', f.tokens.admin, {
      name: 'Oficio de Asesoría Jurídica',
      type_output_id: type,
      office_id: f.ids.OAJ,
      body: paragraphs('Estimado {{destinatario}}: sobre {{expediente}}, le informo.'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body[0]).toMatch(/^El campo de combinación \{\{expediente\}\} no existe\. Use solo: /);
  });

  it('fills a new draft from the office’s template, and the reference from the entry it answers', async () => {
    await ok(
      await api('POST', '/api/v1/document-templates', f.tokens.admin, {
        name: 'Oficio de Asesoría Jurídica',
        type_output_id: type,
        office_id: f.ids.OAJ,
        body: paragraphs(
          'Señor(a) {{destinatario}}: en atención a {{referencia}}, sobre {{asunto}}, firma {{firmante}}.',
        ),
        copies: 'Archivo',
      }),
      201,
    );
    const entry = await f.register();
    const draft = await ok(
      await api('POST', '/api/v1/drafts', f.tokens.jefe, draftBody({ entry_id: entry.id, reviewer_ids: [] })),
      201,
    );
    expect(draft).toMatchObject({
      state: 'borrador',
      reference: `${entry.number} (CARTA N° 001-2026)`,
      copies: 'Archivo',
    });
    expect(JSON.stringify(draft.body)).toContain(
      `Señor(a) Ana María Núñez Quispe: en atención a ${entry.number} (CARTA N° 001-2026), sobre Respuesta a la solicitud de información, firma Jorge Salazar Núñez.`,
    );
    expect(draft.entry).toEqual({ id: entry.id, number: entry.number });
  });

  it('names the entry it answers only to those who may open it: a reviewer of another office sees the draft without it', async () => {
    const entry = await f.register();
    const created = await ok(
      await api('POST', '/api/v1/drafts', f.tokens.jefe, draftBody({ entry_id: entry.id, reviewer_ids: [ids.gaf] })),
      201,
    );
    await ok(await api('POST', `/api/v1/drafts/${created.id}/send`, f.tokens.jefe, { version: created.version }));
    // The reviewer holds no entries key at all: the entry is not theirs to open.
    expect((await api('GET', `/api/v1/entries/${entry.id}`, t.gaf!)).statusCode).toBe(403);
    const shown = await ok(await api('GET', `/api/v1/drafts/${created.id}`, t.gaf!));
    expect(shown.entry).toBeNull();
    expect(shown.entry_open).toBeUndefined();
    const listed = (await api('GET', '/api/v1/drafts?per_page=100', t.gaf!)).json().data as Draft[];
    expect(listed.find((d) => d.id === created.id)?.entry).toBeNull();
    const own = await ok(await api('GET', `/api/v1/drafts/${created.id}`, f.tokens.jefe));
    expect(own.entry).toEqual({ id: entry.id, number: entry.number });
  });

  it('refuses a body pasted from Word with images and styles, in Spanish, writing nothing', async () => {
    const body = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Hola', marks: [{ type: 'textStyle', attrs: { color: 'red' } }] }],
        },
        { type: 'image', attrs: { src: 'data:image/png;base64,AAAA' } },
      ],
    };
    const res = await api('POST', '/api/v1/drafts', f.tokens.jefe, draftBody({ body }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body).toEqual([
      'El texto no puede contener estilos de letra (fuente, tamaño o color): quítelos y vuelva a pegar el texto.',
      'El texto no puede contener imágenes: quítelos y vuelva a pegar el texto.',
    ]);
  });

  it('goes to visto bueno, is observed, corrected and given its V°B°, keeping every version in the history', async () => {
    const draft = await ok(
      await api('POST', '/api/v1/drafts', t.abogada!, draftBody({ reviewer_ids: [f.ids['user:servidor']] })),
      201,
    );
    const url = `/api/v1/drafts/${draft.id}`;
    // Seen by its people and the head of their office; 404 to anyone else, whatever their keys.
    expect((await api('GET', url, f.tokens.jefe)).statusCode).toBe(200);
    expect((await api('GET', url, t.gaf!)).statusCode).toBe(404);
    expect((await api('GET', url, f.tokens.mesapartes)).statusCode).toBe(403);

    const saved = await ok(
      await api('PUT', `${url}/body`, t.abogada!, { version: draft.version, body: paragraphs('Primera versión.') }),
    );
    const stale = await api('PUT', `${url}/body`, t.abogada!, {
      version: draft.version,
      body: paragraphs('Otra pestaña.'),
    });
    expect(stale.statusCode).toBe(409);

    const sent = await ok(await api('POST', `${url}/send`, t.abogada!, { version: saved.version }));
    expect(sent).toMatchObject({ state: 'en_visto_bueno', can: { update: false } });
    const byReviewer = await ok(await api('GET', url, f.tokens.servidor));
    expect(byReviewer.can).toMatchObject({ approve: true, observe: true, my_review: true });
    expect((await api('POST', `${url}/approve`, f.tokens.jefe, { version: sent.version, pin: PIN })).statusCode).toBe(
      403,
    );
    const queue = await api('GET', '/api/v1/drafts?queue=review', f.tokens.servidor);
    expect(queue.json().data.map((d: Draft) => d.id)).toContain(draft.id);

    const observed = await ok(
      await api('POST', `${url}/observe`, f.tokens.servidor, { version: sent.version, reason: 'Cite la ley.' }),
    );
    expect(observed).toMatchObject({ state: 'observado', observation: 'Cite la ley.' });
    const corrected = await ok(
      await api('PUT', `${url}/body`, t.abogada!, {
        version: observed.version,
        body: paragraphs('Según la Ley 27806.'),
      }),
    );
    const again = await ok(await api('POST', `${url}/send`, t.abogada!, { version: corrected.version }));
    const approved = await ok(
      await api('POST', `${url}/approve`, f.tokens.servidor, { version: again.version, pin: PIN }),
    );
    expect(approved).toMatchObject({ state: 'por_firmar', reviewers: [{ state: 'aprobado' }] });
    const signQueue = await api('GET', '/api/v1/drafts?queue=sign', f.tokens.jefe);
    expect(signQueue.json().data.map((d: Draft) => d.id)).toContain(draft.id);

    const history = (await api('GET', `${url}/history`, f.tokens.jefe)).json().data as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['create', 'autosave', 'send', 'observe', 'approve']),
    );
    expect(history.filter((h) => h.action === 'autosave')).toHaveLength(2);
  });

  it('previews the PDF as it will be signed, with the number and verification fields reserved', async () => {
    const draft = await ok(
      await api(
        'POST',
        '/api/v1/drafts',
        f.tokens.jefe,
        draftBody({ reviewer_ids: [], body: paragraphs('Cuerpo del oficio.'), copies: 'Gerencia General' }),
      ),
      201,
    );
    const res = await call(ctx().app, 'GET', `/api/v1/drafts/${draft.id}/preview`, { token: f.tokens.jefe });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/OFICIO N\.° ____-20\d\d-OAJ/);
    for (const line of [
      'Lima, ',
      'ANA MARÍA NÚÑEZ QUISPE',
      'Respuesta a la solicitud de información',
      'Cuerpo del oficio.',
      'JORGE SALAZAR NÚÑEZ',
      'Gerencia General',
      'OAJ/JSN',
    ])
      expect(text).toContain(line);
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf).toContain('/T (numero)');
    expect(pdf).toContain('/T (codigo_verificacion)');
    expect(text).toContain('Página 1 de 1');
  });
});
