/**
 * «Visar» and «Firmar» (issue 28): each V°B° is a signature typed with the reviewer's PIN over
 * the PDF frozen when the draft was sent; an observation after a V°B° voids it (the history says
 * so); the signer signs several drafts with one PIN, each taking its number per office, type and
 * year only if it is signed; the number and the verification code fill the reserved fields; pdfsig
 * finds every signature valid over its own revision and a byte-modified copy invalid; the output
 * is registered with the signed PDF as its first attachment.
 */
import { paragraphs } from '@shared/rich-text';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { documentClassifications, documentSequences, outputs } from '../../db/schema';
import { verifyPdfSignatures } from '../../lib/signatures';
import { pdfsigVerdicts } from '../../lib/signatures/signatures.fixtures';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';
import { PIN, testRoot, uploadCertificate } from './drafts.fixtures';
import { SIGNED_OUTPUTS } from './drafts.sign';

type Draft = Record<string, unknown> & { id: number; version: number; state: string; number: string };

describeEachDatabase('drafts: visto bueno and signature', (ctx) => {
  let f: EntryFixtures;
  let type: number;
  let reviewerToken: string;
  const api = (method: 'GET' | 'POST', url: string, token: string, body?: Record<string, unknown>) =>
    call(ctx().app, method, url, { token, body });
  const ok = async (res: Awaited<ReturnType<typeof call>>, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json().data as Draft;
  };
  const sequenceValue = async () => {
    const [row] = await ctx()
      .database.db.select()
      .from(documentSequences)
      .where(and(eq(documentSequences.kind, SIGNED_OUTPUTS), eq(documentSequences.scope, `${f.ids.OAJ}:${type}`)));
    return row?.last_value ?? 0;
  };
  /** A draft of OAJ signed by `jefe`, sent to visto bueno (or straight to signature without reviewers). */
  const sentDraft = async (subject: string, reviewers: number[]) => {
    const draft = await ok(
      await api('POST', '/api/v1/drafts', f.tokens.servidor, {
        type_output_id: type,
        subject,
        addressees: [{ citizen_id: f.ids.citizen }],
        signer_id: f.ids['user:jefe'],
        reviewer_ids: reviewers,
        body: paragraphs(`Cuerpo de ${subject}.`),
      }),
      201,
    );
    return ok(await api('POST', `/api/v1/drafts/${draft.id}/send`, f.tokens.servidor, { version: draft.version }));
  };

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    const reviewer = await signedInUser(ctx().database.db, {
      username: 'abogadafirma',
      names: 'Rosa',
      surnames: 'Vega Luna',
      officeId: f.ids.OAJ,
      permissions: ['outputs-review', 'profile'],
    });
    f.ids.reviewer = reviewer.id;
    reviewerToken = reviewer.token;
    await uploadCertificate(ctx().app, reviewerToken, { name: 'Rosa Vega Luna', dni: '42424242', pin: PIN });
    await uploadCertificate(ctx().app, f.tokens.jefe, { name: 'Jorge Salazar Núñez', dni: '40404040', pin: PIN });
    type = (await ok(await api('POST', '/api/v1/type-outputs', f.tokens.admin, { code: 'OFI', name: 'Oficio' }), 201))
      .id;
  });

  it('signs a V°B° with the reviewer’s PIN; an observation after it voids it, as the history says', async () => {
    const sent = await sentDraft('Opinión legal', [f.ids.reviewer!]);
    const url = `/api/v1/drafts/${sent.id}`;
    const wrong = await api('POST', `${url}/approve`, reviewerToken, { version: sent.version, pin: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ pin: ['El PIN de firma no es correcto.'] });
    const approved = await ok(await api('POST', `${url}/approve`, reviewerToken, { version: sent.version, pin: PIN }));
    expect(approved.state).toBe('por_firmar');
    const preview = (await call(ctx().app, 'GET', `${url}/preview`, { token: f.tokens.jefe })).rawPayload;
    expect(pdfsigVerdicts(preview)).toEqual(['Signature is Valid.']);

    const observed = await ok(
      await api('POST', `${url}/observe`, f.tokens.jefe, { version: approved.version, reason: 'Cite la norma.' }),
    );
    expect(observed.state).toBe('observado');
    const history = (await api('GET', `${url}/history`, f.tokens.jefe)).json().data as {
      action: string;
      changes: Record<string, unknown>;
    }[];
    expect(history.find((h) => h.action === 'observe')?.changes).toMatchObject({ vistos_buenos_anulados: [1, 0] });
    const unsigned = (await call(ctx().app, 'GET', `${url}/preview`, { token: f.tokens.jefe })).rawPayload;
    expect(pdfsigVerdicts(unsigned)).toEqual([]);
  });

  it('takes no number when the signature fails: wrong PIN, or a V°B° still pending', async () => {
    const before = await sequenceValue();
    const ready = await sentDraft('Sin revisores', []);
    const waiting = await sentDraft('Con revisor pendiente', [f.ids.reviewer!]);
    const wrong = await api('POST', '/api/v1/drafts/sign', f.tokens.jefe, {
      pin: '999999',
      drafts: [{ id: ready.id, version: ready.version }],
    });
    expect(wrong.statusCode).toBe(422);
    const pending = await api('POST', '/api/v1/drafts/sign', f.tokens.jefe, {
      pin: PIN,
      drafts: [
        { id: ready.id, version: ready.version },
        { id: waiting.id, version: waiting.version },
      ],
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('No se puede firmar un proyecto en estado «En visto bueno».');
    expect(await sequenceValue()).toBe(before);
    expect((await ok(await api('GET', `/api/v1/drafts/${ready.id}`, f.tokens.jefe))).state).toBe('por_firmar');
  });

  it('signs two drafts with one PIN: consecutive numbers, filled fields, every signature valid in pdfsig', async () => {
    const withReview = await sentDraft('Respuesta con V°B°', [f.ids.reviewer!]);
    const reviewed = await ok(
      await api('POST', `/api/v1/drafts/${withReview.id}/approve`, reviewerToken, {
        version: withReview.version,
        pin: PIN,
      }),
    );
    const alone = await sentDraft('Respuesta directa', []);
    const before = await sequenceValue();
    const res = await api('POST', '/api/v1/drafts/sign', f.tokens.jefe, {
      pin: PIN,
      drafts: [
        { id: reviewed.id, version: reviewed.version },
        { id: alone.id, version: alone.version },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const signed = res.json().data as { id: number; number: string; verification_code: string; output_id: number }[];
    const year = new Date().getFullYear();
    expect(signed.map((s) => s.number)).toEqual([
      `OFICIO N.° ${String(before + 1).padStart(6, '0')}-${year}-OAJ`,
      `OFICIO N.° ${String(before + 2).padStart(6, '0')}-${year}-OAJ`,
    ]);
    for (const s of signed) expect(s.verification_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const show = await ok(await api('GET', `/api/v1/drafts/${reviewed.id}`, f.tokens.jefe));
    expect(show).toMatchObject({ state: 'firmado', number: signed[0]!.number, output_id: signed[0]!.output_id });
    const output = (await api('GET', `/api/v1/outputs/${signed[0]!.output_id}`, f.tokens.jefe)).json().data;
    expect(output).toMatchObject({ reference: signed[0]!.number, subject: 'Respuesta con V°B°', state: 'registrado' });
    const files = (await api('GET', `/api/v1/outputs/${signed[0]!.output_id}/attachments`, f.tokens.jefe)).json().data;
    expect(files).toHaveLength(1);
    const pdf = (
      await call(ctx().app, 'GET', `/api/v1/outputs/${signed[0]!.output_id}/attachments/${files[0].id}`, {
        token: f.tokens.jefe,
      })
    ).rawPayload;

    expect(pdfsigVerdicts(pdf)).toEqual(['Signature is Valid.', 'Signature is Valid.']);
    const checks = await verifyPdfSignatures(pdf, [testRoot().certificatePem]);
    expect(checks.map((c) => [c.reason, c.signer?.dni, c.intact, c.trusted])).toEqual([
      ['Doy V° B°', '42424242', true, true],
      ['Soy el autor del documento', '40404040', true, true],
    ]);
    const text = pdfText(pdf);
    expect(text).toContain(signed[0]!.number.slice('OFICIO N.° '.length));
    expect(text).toContain(`Código de verificación: ${signed[0]!.verification_code}`);
    expect(text).toContain('/verificar-documento');

    // One byte of the frozen PDF's first stream changed: neither signature holds any more.
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('endstream') - 5;
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    expect(pdfsigVerdicts(tampered).filter((v) => v === 'Signature is Valid.')).toEqual([]);
    expect((await verifyPdfSignatures(tampered, [testRoot().certificatePem])).map((c) => c.intact)).toEqual([
      false,
      false,
    ]);

    // The public verification page, without a session: number, signers and reasons, the authentic PDF.
    const code = signed[0]!.verification_code;
    const verified = await call(ctx().app, 'GET', `/api/v1/public/documents/${code.toLowerCase()}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      number: signed[0]!.number,
      issuer: 'Oficina de Asesoría Jurídica',
      subject: 'Respuesta con V°B°',
      restricted: false,
      intact: true,
      signers: [
        { name: 'Rosa Vega Luna', dni: '42424242', reason: 'Doy V° B°' },
        { name: 'Jorge Salazar Núñez', dni: '40404040', reason: 'Soy el autor del documento' },
      ],
    });
    const authentic = await call(ctx().app, 'GET', `/api/v1/public/documents/${code}/pdf`);
    expect(Buffer.compare(authentic.rawPayload, pdf)).toBe(0);
    const unknown = await call(ctx().app, 'GET', '/api/v1/public/documents/ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^No hay ningún documento firmado con ese código/);
  });

  it('verifies a restricted document publicly by its authenticity alone: no subject, no PDF', async () => {
    const sent = await sentDraft('Informe reservado sobre el proceso disciplinario N.° 14', []);
    const signed = await ok(
      await api('POST', `/api/v1/drafts/${sent.id}/sign`, f.tokens.jefe, { version: sent.version, pin: PIN }),
    );
    const db = ctx().database.db;
    const [reserved] = await db
      .insert(documentClassifications)
      .values({ name: 'Reservado (prueba)', description: 'Solo las oficinas involucradas.', restricted: true })
      .returning();
    await db
      .update(outputs)
      .set({ classification_id: reserved!.id })
      .where(eq(outputs.id, signed.output_id as number));
    const code = signed.verification_code as string;

    const verified = await call(ctx().app, 'GET', `/api/v1/public/documents/${code}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toEqual({
      number: signed.number,
      signed_at: expect.any(String),
      issuer: 'Oficina de Asesoría Jurídica',
      subject: null,
      restricted: true,
      intact: true,
      signers: [
        {
          name: 'Jorge Salazar Núñez',
          dni: '40404040',
          reason: 'Soy el autor del documento',
          signed_at: expect.any(String),
        },
      ],
    });
    expect(verified.body).not.toContain('disciplinario');

    const pdf = await call(ctx().app, 'GET', `/api/v1/public/documents/${code}/pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.headers['content-type']).toMatch(/^application\/json/);
    expect(pdf.json().message).toBe('Este documento es reservado: su copia no se entrega por esta página.');
    expect(pdf.body).not.toContain('%PDF');
  });
});
