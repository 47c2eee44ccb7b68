import { MESSAGES } from '@shared/errors';
import { DEFAULT_STICKER, SAMPLE_VERIFICATION_CODE } from '@shared/schemas/stickers';
import { expect, it } from 'vitest';
import { lastAudit } from '../../test/audit-trail';
import { call, describeEachDatabase, login } from '../../test/harness';

const YEAR = new Date().getFullYear();

describeEachDatabase('stickers', (ctx) => {
  let admin = '';
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = admin) =>
    call(ctx().app, method, url, { token, body });

  it('starts from the default template, with sample data for the live preview', async () => {
    admin = await login(ctx().app, 'admin');
    const res = await api('GET', '/api/v1/stickers');
    expect(res.statusCode).toBe(200);
    const { data, version, sample } = res.json();
    expect(data).toEqual(DEFAULT_STICKER);
    expect(version).toBe(1);
    expect(sample).toMatchObject({
      institution: 'Municipalidad Provincial de Ejemplo',
      number: `ING-${YEAR}-000123`,
      folios: 12,
      received_by: 'Administrador del Sistema',
      verification_code: SAMPLE_VERIFICATION_CODE,
      verification_url: `http://folio.test/verificar/ING-${YEAR}-000123?codigo=${SAMPLE_VERIFICATION_CODE}`,
    });
  });

  it('answers 422 with Spanish messages on the designer’s fields', async () => {
    const res = await api('PUT', '/api/v1/stickers', {
      ...DEFAULT_STICKER,
      version: 1,
      width_mm: 10,
      font_size: 7.3,
      verification_base_url: 'ftp://folio.test',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      width_mm: ['Debe ser mayor o igual a 30.'],
      font_size: ['Debe ser múltiplo de 0.5.'],
      verification_base_url: ['Ingrese una dirección web válida.'],
    });
    const empty = await api('PUT', '/api/v1/stickers', {
      ...DEFAULT_STICKER,
      version: 1,
      fields: Object.fromEntries(Object.keys(DEFAULT_STICKER.fields).map((key) => [key, false])),
      barcode: false,
      qr: false,
      margin_mm: 10,
      height_mm: 30,
    });
    expect(empty.json().errors).toEqual({
      fields: ['Elija al menos un dato, el código de barras o el QR.'],
      margin_mm: ['El margen es demasiado grande para el tamaño.'],
    });
  });

  it('saves the template, audits it and refuses a stale version', async () => {
    const template = {
      ...DEFAULT_STICKER,
      width_mm: 62,
      height_mm: 29,
      qr: false,
      verification_base_url: 'https://tramite.ejemplo.gob.pe/consulta/',
    };
    const res = await api('PUT', '/api/v1/stickers', { ...template, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { width_mm: 62, qr: false, verification_base_url: 'https://tramite.ejemplo.gob.pe/consulta' },
      version: 2,
      sample: {
        verification_url: `https://tramite.ejemplo.gob.pe/consulta/ING-${YEAR}-000123?codigo=${SAMPLE_VERIFICATION_CODE}`,
      },
    });
    expect((await api('GET', '/api/v1/stickers')).json().data.height_mm).toBe(29);

    const entry = await lastAudit(ctx().database.db, 'stickers');
    expect(entry).toMatchObject({ entity_id: '2', action: 'update' });
    expect(entry!.changes).toMatchObject({ width_mm: [80, 62], height_mm: [50, 29], qr: [true, false] });

    const stale = await api('PUT', '/api/v1/stickers', { ...template, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);
  });

  it('prints an unsaved template as a PDF of its exact size', async () => {
    const res = await api('POST', '/api/v1/stickers/test-pdf', { ...DEFAULT_STICKER, width_mm: 100, height_mm: 50.5 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))!;
    expect(Number(width)).toBeCloseTo((100 * 72) / 25.4, 3);
    expect(Number(height)).toBeCloseTo((50.5 * 72) / 25.4, 3);
    expect((await api('GET', '/api/v1/stickers')).json().data.width_mm).toBe(62);

    const invalid = await api('POST', '/api/v1/stickers/test-pdf', { ...DEFAULT_STICKER, height_mm: 500 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ height_mm: ['Debe ser menor o igual a 200.'] });
  });

  it('is only for holders of the stickers permission', async () => {
    const officer = await login(ctx().app, 'servidor');
    expect((await api('GET', '/api/v1/stickers', undefined, officer)).statusCode).toBe(403);
  });
});
