/**
 * DNI/RUC lookup: Folio's citizens first, then apis.net.pe's v2 API, here a local server that
 * answers as its documentation shows (the same paths, the Bearer token, the field names); off by
 * default; Spanish errors for a refused token, a failure and a timeout; throttled per user.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rucCheckDigit } from '@shared/ruc';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, describeEachDatabase, login } from '../../test/harness';

const TOKEN = 'apis-token-1234.test';
const COMPANY_RUC = `2060123456${rucCheckDigit('2060123456')}`;
const requests: { path: string; authorization: string | undefined }[] = [];

const DNI_ANSWER = {
  nombres: 'ROSA ELENA',
  apellidoPaterno: 'HUAMAN',
  apellidoMaterno: 'QUISPE',
  nombreCompleto: 'ROSA ELENA HUAMAN QUISPE',
  tipoDocumento: '1',
  numeroDocumento: '46027897',
  digitoVerificador: '1',
};
const RUC_ANSWER = {
  razonSocial: 'CONSTRUCTORA WANKA S.A.C.',
  tipoDocumento: '6',
  numeroDocumento: COMPANY_RUC,
  estado: 'ACTIVO',
  condicion: 'HABIDO',
  direccion: 'AV. GIRALDEZ NRO. 745 JUNIN HUANCAYO HUANCAYO',
  ubigeo: '120101',
  viaTipo: 'AV.',
  viaNombre: 'GIRALDEZ',
  zonaCodigo: '-',
  zonaTipo: '-',
  numero: '745',
  interior: '-',
  lote: '-',
  dpto: '-',
  manzana: '-',
  kilometro: '-',
  distrito: 'HUANCAYO',
  provincia: 'HUANCAYO',
  departamento: 'JUNIN',
  EsAgenteRetencion: false,
  EsBuenContribuyente: false,
};

const fake = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://fake');
  const numero = url.searchParams.get('numero');
  requests.push({ path: `${url.pathname}?numero=${numero}`, authorization: req.headers.authorization });
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { message: 'Unauthorized' });
  if (numero === '49999999') return void setTimeout(() => json(200, DNI_ANSWER), 2000);
  if (numero === '48888888') return void res.writeHead(500).end('Internal Server Error');
  if (url.pathname === '/v2/reniec/dni' && numero === '46027897') return json(200, DNI_ANSWER);
  if (url.pathname === '/v2/sunat/ruc' && numero === COMPANY_RUC) return json(200, RUC_ANSWER);
  return json(404, { message: 'not found' });
});
const env: Record<string, string> = {
  ID_LOOKUP_PROVIDER: 'apisnetpe',
  APISNETPE_TOKEN: TOKEN,
  ID_LOOKUP_TIMEOUT_MS: '500',
  ID_LOOKUP_MAX_PER_USER: '12',
};
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
env.APISNETPE_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`;
afterAll(() => new Promise((resolve) => fake.close(resolve)));

const lookup = (type: string, number: string) => `/api/v1/id-lookup?document_type=${type}&number=${number}`;

describeEachDatabase(
  'DNI/RUC lookup through apis.net.pe',
  (ctx) => {
    let desk = '';
    const get = (url: string, token = desk) => call(ctx().app, 'GET', url, { token });

    beforeAll(async () => {
      desk = await login(ctx().app, 'mesapartes');
    });

    it('answers a citizen Folio already has without asking the provider', async () => {
      const made = await call(ctx().app, 'POST', '/api/v1/citizens', {
        token: desk,
        body: {
          person_type: 'NATURAL',
          document_type: 'DNI',
          document_number: '41726394',
          names: 'Juan Carlos',
          surnames: 'Mendoza Rojas',
          ubigeo: '120114',
        },
      });
      requests.length = 0;
      const res = await get(lookup('DNI', '41726394'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: expect.objectContaining({
          source: 'registry',
          citizen_id: made.json().data.id,
          names: 'Juan Carlos',
          surnames: 'Mendoza Rojas',
          ubigeo: '120114',
        }),
        message: 'El DNI 41726394 ya está registrado en Destinatarios: Juan Carlos Mendoza Rojas.',
      });
      expect(requests).toEqual([]);
    });

    it('asks RENIEC and SUNAT through apis.net.pe with the Bearer token, as its documentation shows', async () => {
      const dni = await get(lookup('DNI', '46027897'));
      expect(dni.json()).toEqual({
        data: {
          source: 'external',
          source_label: 'RENIEC (apis.net.pe)',
          citizen_id: null,
          person_type: 'NATURAL',
          document_type: 'DNI',
          document_number: '46027897',
          names: 'ROSA ELENA',
          surnames: 'HUAMAN QUISPE',
          business_name: null,
          address: null,
          ubigeo: null,
          status: null,
        },
        message: 'Datos encontrados en RENIEC (apis.net.pe).',
      });
      const ruc = await get(lookup('RUC', COMPANY_RUC));
      expect(ruc.json().data).toMatchObject({
        source_label: 'SUNAT (apis.net.pe)',
        person_type: 'JURIDICA',
        business_name: 'CONSTRUCTORA WANKA S.A.C.',
        address: 'AV. GIRALDEZ NRO. 745 JUNIN HUANCAYO HUANCAYO',
        ubigeo: '120101',
        status: 'ACTIVO, HABIDO',
      });
      expect(requests).toEqual([
        { path: '/v2/reniec/dni?numero=46027897', authorization: `Bearer ${TOKEN}` },
        { path: `/v2/sunat/ruc?numero=${COMPANY_RUC}`, authorization: `Bearer ${TOKEN}` },
      ]);
    });

    it('says where it looked when nobody has the number, and refuses an incomplete one', async () => {
      const unknown = await get(lookup('DNI', '40000001'));
      expect(unknown.json()).toEqual({
        data: null,
        message: 'El DNI 40000001 no está en Destinatarios ni en RENIEC (apis.net.pe).',
      });
      const short = await get(lookup('DNI', '4000'));
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({ number: ['El DNI debe tener exactamente 8 dígitos.'] });
      const badRuc = await get(lookup('RUC', `${COMPANY_RUC.slice(0, 10)}${(Number(COMPANY_RUC[10]) + 1) % 10}`));
      expect(badRuc.json().errors).toEqual({ number: ['El dígito verificador del RUC no es válido.'] });
    });

    it('turns a failure and a timeout of the provider into Spanish 503s', async () => {
      const failed = await get(lookup('DNI', '48888888'));
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toBe(
        'La consulta externa falló. Escriba los datos a mano o vuelva a intentarlo en unos minutos.',
      );
      const slow = await get(lookup('DNI', '49999999'));
      expect(slow.statusCode).toBe(503);
      expect(slow.json().message).toBe(
        'La consulta externa no respondió a tiempo. Escriba los datos a mano o vuelva a intentarlo en unos minutos.',
      );
    });

    it('is only for who registers citizens and documents, and throttled per user', async () => {
      const courier = await login(ctx().app, 'mensajero');
      expect((await get(lookup('DNI', '40000001'), courier)).statusCode).toBe(403);
      const admin = await login(ctx().app, 'admin');
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) codes.push((await get(lookup('DNI', '40000002'), admin)).statusCode);
      expect(new Set(codes)).toEqual(new Set([200]));
      const refused = await get(lookup('DNI', '40000002'), admin);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Demasiadas consultas de documentos seguidas. Espere un momento.');
      expect(refused.headers['retry-after']).toBeDefined();
    });
  },
  env,
);

describeEachDatabase('DNI/RUC lookup without a provider (the default)', (ctx) => {
  it('looks only in Destinatarios and asks nobody else', async () => {
    requests.length = 0;
    const token = await login(ctx().app, 'mesapartes');
    const res = await call(ctx().app, 'GET', lookup('DNI', '46027897'), { token });
    expect(res.json()).toEqual({ data: null, message: 'El DNI 46027897 no está en Destinatarios.' });
    expect(requests).toEqual([]);
  });
});

it('says so in Spanish when apis.net.pe refuses the token', async () => {
  const { idLookupProvider } = await import('./id-lookup.provider');
  const provider = idLookupProvider({
    kind: 'apisnetpe',
    token: 'wrong',
    baseUrl: env.APISNETPE_URL!.replace(/\/$/, ''),
    timeoutMs: 500,
  });
  const error = await provider.find({ document_type: 'DNI', number: '46027897' }).catch((e: unknown) => e);
  expect(error).toMatchObject({
    status: 502,
    message: 'La consulta externa rechazó la credencial de Folio. Avise al administrador del sistema.',
  });
});

it('refuses to start with the provider but without its token', async () => {
  const { loadConfig } = await import('../../config');
  expect(() => loadConfig({ ID_LOOKUP_PROVIDER: 'apisnetpe', DATA_DIR: '/tmp/folio-no-token' })).toThrow(
    'APISNETPE_TOKEN: es obligatorio con ID_LOOKUP_PROVIDER=apisnetpe',
  );
});
