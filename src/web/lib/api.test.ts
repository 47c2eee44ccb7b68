import { MESSAGES } from '@shared/errors';
import type { SessionAnswer } from '@shared/schemas/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiFile, api, dispositionFileName, isStaleVersion, NETWORK_ERROR_MESSAGE } from './api';
import { clearSession, getSession, signIn, TOKEN_KEY, USER_KEY } from './session';

const answer = {
  access_token: 'secret-token',
  token_type: 'Bearer',
  user: { id: 1, username: 'ana', update_register: false, reset_password: false },
  permissions: ['home'],
} as unknown as SessionAnswer;

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body?: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  clearSession();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('keeps the request id of a failed call, from the error body or else the header', async () => {
    respond(500, { message: 'Falló.', request_id: 'abc-123' });
    const fromBody = await api('/api/v1/thing').catch((error: unknown) => error);
    expect(fromBody).toBeInstanceOf(ApiError);
    expect((fromBody as ApiError).requestId).toBe('abc-123');
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502, headers: { 'X-Request-Id': 'del-proxy' } }));
    const fromHeader = await api('/api/v1/thing').catch((error: unknown) => error);
    expect((fromHeader as ApiError).requestId).toBe('del-proxy');
    expect((fromHeader as ApiError).message).toBe(MESSAGES.server);
  });

  it('sends the JSON headers, cookies and the bearer token of the session', async () => {
    signIn(answer);
    respond(200, { ok: true });
    await expect(api('/api/v1/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/thing');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: 'Bearer secret-token',
    });
  });

  it('sends no Authorization header without a session', async () => {
    respond(200, {});
    await api('/api/v1/app-settings');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('answers null for an empty body (204)', async () => {
    respond(204);
    await expect(api('/api/v1/logout', { method: 'POST' })).resolves.toBeNull();
  });

  it('throws the field errors of a 422', async () => {
    respond(422, { message: 'Los datos enviados no son válidos.', errors: { email: ['Ingrese un correo.'] } });
    const error = await api('/api/v1/profile', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors: { email: ['Ingrese un correo.'] } });
  });

  it('tells a stale version from any other 409 by its code', async () => {
    respond(409, { message: MESSAGES.staleVersion, code: 'stale_version' });
    const stale = await api('/api/v1/outputs/1/dispatch', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(stale).toMatchObject({ status: 409, code: 'stale_version' });
    expect(isStaleVersion(stale)).toBe(true);
    respond(409, { message: 'Agregue al menos un documento antes de despachar el control.' });
    const refused = await api('/api/v1/delivery-controls/1/dispatch', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({
      status: 409,
      message: 'Agregue al menos un documento antes de despachar el control.',
    });
    expect(isStaleVersion(refused)).toBe(false);
  });

  it('ends the session on a 401 of an authenticated call', async () => {
    signIn(answer);
    respond(401, { message: MESSAGES.unauthenticated });
    await expect(api('/api/v1/user')).rejects.toMatchObject({ status: 401, message: MESSAGES.unauthenticated });
    expect(getSession().isLogged).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('passes on the message of a 401 to a login attempt', async () => {
    respond(401, { message: 'Las credenciales no son correctas.' });
    await expect(api('/api/v1/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Las credenciales no son correctas.',
    });
  });

  it('falls back to a Spanish message when the body has none', async () => {
    respond(429);
    await expect(api('/api/v1/login', { method: 'POST' })).rejects.toMatchObject({
      status: 429,
      message: MESSAGES.tooManyAttempts,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('/api/v1/user')).rejects.toMatchObject({ status: 502, message: MESSAGES.server });
  });

  it('sends a Blob as is with its own type, and answers a Blob when asked', async () => {
    signIn(answer);
    respond(200, { ok: true });
    const image = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await api('/api/v1/configs/logo', { method: 'POST', body: image });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(image);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'image/png', Authorization: 'Bearer secret-token' });

    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.3', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const pdf = await api<Blob>('/api/v1/stickers/test-pdf', { method: 'POST', body: {}, responseType: 'blob' });
    expect(await pdf.text()).toBe('%PDF-1.3');
    respond(422, { message: 'Los datos enviados no son válidos.', errors: { width_mm: ['Debe ser un número.'] } });
    await expect(api('/api/v1/stickers/test-pdf', { method: 'POST', responseType: 'blob' })).rejects.toMatchObject({
      status: 422,
      errors: { width_mm: ['Debe ser un número.'] },
    });
  });

  it('answers a file with the name the server gave it (an export)', async () => {
    signIn(answer);
    fetchMock.mockResolvedValueOnce(
      new Response('PK', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="ingresos-2026-11-21.xlsx"' },
      }),
    );
    const file = await api<ApiFile>('/api/v1/entries/export?state=registrado', { responseType: 'file' });
    expect(file.name).toBe('ingresos-2026-11-21.xlsx');
    expect(await file.blob.text()).toBe('PK');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: '*/*' });
    expect(dispositionFileName('attachment; filename="a.xlsx"; filename*=UTF-8\'\'a%C3%B1o.xlsx')).toBe('año.xlsx');
    expect(dispositionFileName('inline')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });

  it('sends FormData as multipart, leaving its Content-Type with the boundary to the browser', async () => {
    signIn(answer);
    respond(201, { data: [] });
    const form = new FormData();
    form.append('files', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'oficio.pdf');
    await api('/api/v1/entries/7/attachments', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer secret-token' });
  });

  it('turns a network failure into status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api('/api/v1/user')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
