/**
 * A local stand-in for apis.net.pe's v2 API (docs/integrations.md), so the browser tests' servers
 * run with `ID_LOOKUP_PROVIDER=apisnetpe`: the documented paths, the Bearer token and the field
 * names, for one DNI (RENIEC) and one RUC (SUNAT); any other number is 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const APISNETPE_TOKEN = 'apis-token-e2e';
/** A DNI and a RUC that RENIEC and SUNAT "know" and the demo's citizens do not. */
export const KNOWN_DNI = '46027897';
export const KNOWN_RUC = '20100070970';

const ANSWERS: Record<string, unknown> = {
  [`/v2/reniec/dni?numero=${KNOWN_DNI}`]: {
    nombres: 'ROSA ELENA',
    apellidoPaterno: 'HUAMAN',
    apellidoMaterno: 'QUISPE',
    nombreCompleto: 'ROSA ELENA HUAMAN QUISPE',
    tipoDocumento: '1',
    numeroDocumento: KNOWN_DNI,
    digitoVerificador: '1',
  },
  [`/v2/sunat/ruc?numero=${KNOWN_RUC}`]: {
    razonSocial: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
    tipoDocumento: '6',
    numeroDocumento: KNOWN_RUC,
    estado: 'ACTIVO',
    condicion: 'HABIDO',
    direccion: 'CAL. MORELLI NRO. 181 INT. P-2',
    ubigeo: '150130',
    distrito: 'SAN BORJA',
    provincia: 'LIMA',
    departamento: 'LIMA',
  },
};

/** Starts the stand-in; answers its base URL and how to stop it. */
export async function startApisNetPe(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${APISNETPE_TOKEN}`) return json(401, { message: 'Unauthorized' });
    const answer = ANSWERS[req.url ?? ''];
    return answer ? json(200, answer) : json(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
