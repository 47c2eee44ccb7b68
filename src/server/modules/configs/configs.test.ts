import { MESSAGES } from '@shared/errors';
import { DEFAULT_SETTINGS, LOGO_MAX_BYTES } from '@shared/schemas/configs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { authTokens, configs, users } from '../../db/schema';
import { lastAudit } from '../../test/audit-trail';
import { call, describeEachDatabase, login } from '../../test/harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Escudo -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1d4ed8"/></svg>`;

const UNSAFE_SVGS = [
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="jav&#x61;script:alert(1)"><rect/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
];

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase('configs', (ctx) => {
  let admin = '';
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = admin) =>
    call(ctx().app, method, url, { token, body });
  const upload = (content: Buffer | string, contentType: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/v1/configs/logo',
      headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
      payload: content,
    });

  it('loads a row saved before the newer settings existed, filling them with defaults', async () => {
    admin = await login(ctx().app, 'admin');
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await api('GET', '/api/v1/app-settings')).json().institution_short_name).toBe('MPE');
    await ctx()
      .database.db.update(configs)
      .set({
        settings: {
          institution_name: 'Municipalidad Provincial de Ejemplo',
          institution_short_name: 'MPEJ',
          manuals: DEFAULT_SETTINGS.manuals,
          password_policy: DEFAULT_SETTINGS.password_policy,
          number_formats: { entries: 'E-{AAAA}-{NNNNN}' },
        },
      })
      .where(eq(configs.id, 1));
    const res = await api('GET', '/api/v1/configs');
    expect(res.statusCode).toBe(200);
    const { data, version } = res.json();
    expect(version).toBeGreaterThanOrEqual(1);
    expect(data).toMatchObject({
      institution_short_name: 'MPEJ',
      tax_id: null,
      number_formats: { ...DEFAULT_SETTINGS.number_formats, entries: 'E-{AAAA}-{NNNNN}' },
      working_days: [1, 2, 3, 4, 5],
      uploads: DEFAULT_SETTINGS.uploads,
      session_idle_minutes: null,
      logo: null,
    });
    expect(data.holidays).toContainEqual({ date: '2026-07-28', name: 'Fiestas Patrias', recurring: true });

    // What every request reads is kept for 5 seconds (a save in this process drops it at once).
    expect((await api('GET', '/api/v1/app-settings')).json().institution_short_name).toBe('MPE');
    vi.setSystemTime(Date.now() + 6_000);
    expect((await api('GET', '/api/v1/app-settings')).json().institution_short_name).toBe('MPEJ');
  });

  it('answers 422 with Spanish messages on the form’s fields', async () => {
    const { data, version } = (await api('GET', '/api/v1/configs')).json();
    const res = await api('PUT', '/api/v1/configs', {
      ...data,
      version,
      tax_id: '20131312954',
      number_formats: { ...data.number_formats, entries: 'ING-{AAAA}', supporting_outputs: 'SAL-{AAAA}-{NNNN}' },
      working_days: [],
      holidays: [{ date: '2026-02-30', name: 'Feriado', recurring: false }],
      uploads: { ...data.uploads, max_file_mb: 0 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MESSAGES.validation,
      request_id: expect.any(String),
      errors: {
        tax_id: ['El dígito verificador del RUC no es válido.'],
        'number_formats.entries': ['Incluya un marcador de correlativo, por ejemplo {NNNNNN}.'],
        'number_formats.supporting_outputs': ['Incluya {OFICINA}: esta numeración es propia de cada oficina.'],
        working_days: ['Seleccione al menos un día laborable.'],
        'holidays.0.date': ['Ingrese una fecha válida.'],
        'uploads.max_file_mb': ['Debe ser mayor o igual a 1.'],
      },
    });
  });

  it('saves the settings, audits the change and refuses a stale version', async () => {
    const { data, version } = (await api('GET', '/api/v1/configs')).json();
    const { logo: _logo, ...settings } = data;
    const res = await api('PUT', '/api/v1/configs', {
      ...settings,
      version,
      institution_name: 'Municipalidad Provincial de Huamanga',
      tax_id: '20131312955',
      address: '  Jr. 28 de Julio 123, Ayacucho ',
      working_days: [6, 1, 2, 3, 4, 5],
      uploads: { ...settings.uploads, allowed_extensions: ['.PDF', 'pdf', 'docx'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(version + 1);
    expect(res.json().data).toMatchObject({
      institution_name: 'Municipalidad Provincial de Huamanga',
      address: 'Jr. 28 de Julio 123, Ayacucho',
      working_days: [1, 2, 3, 4, 5, 6],
      uploads: { allowed_extensions: ['pdf', 'docx'] },
    });
    expect((await api('GET', '/api/v1/app-settings')).json().institution_name).toBe(
      'Municipalidad Provincial de Huamanga',
    );

    const entry = await lastAudit(ctx().database.db, 'configs');
    expect(entry).toMatchObject({ entity_id: '1', action: 'update' });
    expect(entry!.changes).toMatchObject({
      institution_name: ['Municipalidad Provincial de Ejemplo', 'Municipalidad Provincial de Huamanga'],
      tax_id: [null, '20131312955'],
    });

    const stale = await api('PUT', '/api/v1/configs', { ...settings, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);
  });

  it('ends idle sessions after the configured minutes instead of the server default', async () => {
    const { data, version } = (await api('GET', '/api/v1/configs')).json();
    const token = await login(ctx().app, 'mesapartes');
    const idle = () =>
      ctx()
        .database.db.update(authTokens)
        .set({ last_used_at: sql`now() - interval '10 minutes'` })
        .where(eq(authTokens.user_id, sql`(select ${users.id} from ${users} where ${users.username} = 'mesapartes')`));
    await idle();
    expect((await call(ctx().app, 'GET', '/api/v1/user', { token })).statusCode).toBe(200);
    const saved = await api('PUT', '/api/v1/configs', { ...data, version, session_idle_minutes: 5 });
    expect(saved.json().data.session_idle_minutes).toBe(5);
    await idle();
    expect((await call(ctx().app, 'GET', '/api/v1/user', { token })).statusCode).toBe(401);
  });

  it('accepts PNG, JPEG and SVG logos by content, serves them publicly, and removes them', async () => {
    expect((await call(ctx().app, 'GET', '/api/v1/logo')).statusCode).toBe(404);
    const { version } = (await api('GET', '/api/v1/configs')).json();

    const png = await upload(PNG, 'image/png');
    expect(png.statusCode).toBe(200);
    expect(png.json().version).toBe(version);
    const logo = png.json().data.logo;
    expect(logo).toMatchObject({ content_type: 'image/png', size: PNG.length });
    expect((await call(ctx().app, 'GET', '/api/v1/app-settings')).json().logo_url).toBe(logo.url);
    const served = await ctx().app.inject({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const cached = await ctx().app.inject({
      method: 'GET',
      url: logo.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect((await lastAudit(ctx().database.db, 'configs'))!.changes).toMatchObject({
      logo: [null, { content_type: 'image/png' }],
    });

    const jpeg = await upload(JPEG, 'image/jpeg');
    expect(jpeg.json().data.logo.content_type).toBe('image/jpeg');
    expect((await ctx().app.inject({ method: 'GET', url: '/api/v1/logo' })).headers['content-type']).toBe('image/jpeg');

    expect((await upload(SVG, 'image/svg+xml')).statusCode).toBe(200);
    const svg = await ctx().app.inject({ method: 'GET', url: '/api/v1/logo' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(svg.body).toBe(SVG);

    const removed = await api('DELETE', '/api/v1/configs/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logo).toBeNull();
    expect((await call(ctx().app, 'GET', '/api/v1/logo')).statusCode).toBe(404);
    expect((await call(ctx().app, 'GET', '/api/v1/app-settings')).json().logo_url).toBeNull();
    expect((await lastAudit(ctx().database.db, 'configs'))!.changes).toMatchObject({
      logo: [{ content_type: 'image/svg+xml' }, null],
    });
    expect((await api('DELETE', '/api/v1/configs/logo')).statusCode).toBe(404);
  });

  it('refuses a text file named as PNG, scripted SVGs and oversized logos', async () => {
    const text = await upload('Esto no es una imagen.', 'image/png');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ logo: ['El archivo no es una imagen PNG, JPEG o SVG válida.'] });
    for (const unsafe of UNSAFE_SVGS) {
      const res = await upload(unsafe, 'image/svg+xml');
      expect(res.statusCode, unsafe).toBe(422);
      expect(res.json().errors.logo).toEqual([
        'El SVG contiene scripts o contenido activo y no se puede usar como logotipo.',
      ]);
    }
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MESSAGES.tooLarge);
    const gif = await upload(Buffer.from('GIF89a'), 'image/gif');
    expect(gif.statusCode).toBe(415);
    const json = await api('POST', '/api/v1/configs/logo', {});
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Envíe el logotipo como imagen PNG, JPEG o SVG.');
    expect((await call(ctx().app, 'GET', '/api/v1/logo')).statusCode).toBe(404);
  });

  it('is only for holders of the config permission', async () => {
    const clerk = await login(ctx().app, 'mesapartes');
    expect((await api('GET', '/api/v1/configs', undefined, clerk)).statusCode).toBe(403);
  });
});
