/**
 * Where a DNI or RUC is looked up after Folio's own citizens: an installation's external provider
 * (`ID_LOOKUP_PROVIDER`, off by default). Only apis.net.pe's v2 API is implemented
 * (docs/integrations.md): `GET {base}/v2/reniec/dni?numero=` and `GET {base}/v2/sunat/ruc?numero=`
 * with `Authorization: Bearer <token>`. The routes see only `IdLookupProvider`.
 */
import type { IdLookupQuery, IdLookupResult } from '@shared/schemas/id-lookup';
import { isUbigeo } from '@shared/ubigeo/ubigeo';
import type { IdLookupConfig } from '../../config';
import { HttpError } from '../../lib/errors';

/** What a provider found: a result without the registry's fields. */
export type ExternalPerson = Omit<IdLookupResult, 'source' | 'citizen_id'>;

export interface IdLookupProvider {
  /** «RENIEC (apis.net.pe)»: where a document of this type is looked up; null when nowhere. */
  label(type: IdLookupQuery['document_type']): string | null;
  /** The person or company with this document, null when the provider has none. */
  find(query: IdLookupQuery): Promise<ExternalPerson | null>;
}

const none: IdLookupProvider = { label: () => null, find: async () => null };

/** apis.net.pe's answer for a DNI (RENIEC). */
interface ApisDni {
  nombres?: string;
  apellidoPaterno?: string;
  apellidoMaterno?: string;
  numeroDocumento?: string;
}

/** apis.net.pe's answer for a RUC (SUNAT); it has more fields than Folio uses. */
interface ApisRuc {
  razonSocial?: string;
  numeroDocumento?: string;
  estado?: string;
  condicion?: string;
  direccion?: string;
  ubigeo?: string;
}

/** A field's text, or null when empty or SUNAT's «-» (no data). */
const clean = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' || text === '-' ? null : text;
};

const unavailable = (why: string) =>
  new HttpError(503, `${why} Escriba los datos a mano o vuelva a intentarlo en unos minutos.`);

function apisNetPe(config: Extract<IdLookupConfig['provider'], { kind: 'apisnetpe' }>): IdLookupProvider {
  const label = (type: IdLookupQuery['document_type']) => `${type === 'DNI' ? 'RENIEC' : 'SUNAT'} (apis.net.pe)`;

  async function get(path: string, number: string): Promise<Record<string, unknown> | null> {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}${path}?numero=${encodeURIComponent(number)}`, {
        headers: { authorization: `Bearer ${config.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw unavailable(
        timedOut ? 'La consulta externa no respondió a tiempo.' : 'No se pudo conectar con la consulta externa.',
      );
    }
    // Unknown numbers: 404, or 422 for one the registry does not accept.
    if (res.status === 404 || res.status === 422) return null;
    if (res.status === 401 || res.status === 403) {
      throw new HttpError(
        502,
        'La consulta externa rechazó la credencial de Folio. Avise al administrador del sistema.',
      );
    }
    if (res.status === 429) throw unavailable('Se alcanzó el límite de consultas del servicio externo.');
    if (!res.ok) throw unavailable('La consulta externa falló.');
    try {
      const body = (await res.json()) as unknown;
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    } catch {
      throw unavailable('La consulta externa respondió algo que Folio no entiende.');
    }
  }

  return {
    label,
    async find(query) {
      if (query.document_type === 'DNI') {
        const dni = (await get('/v2/reniec/dni', query.number)) as ApisDni | null;
        const names = clean(dni?.nombres);
        if (!dni || !names) return null;
        return {
          source_label: label('DNI'),
          person_type: 'NATURAL',
          document_type: 'DNI',
          document_number: query.number,
          names,
          surnames: [clean(dni.apellidoPaterno), clean(dni.apellidoMaterno)].filter(Boolean).join(' ') || null,
          business_name: null,
          address: null,
          ubigeo: null,
          status: null,
        };
      }
      const ruc = (await get('/v2/sunat/ruc', query.number)) as ApisRuc | null;
      const name = clean(ruc?.razonSocial);
      if (!ruc || !name) return null;
      const ubigeo = clean(ruc.ubigeo);
      return {
        source_label: label('RUC'),
        // A RUC of 10… is a natural person's with a business: their name stays in the business name.
        person_type: query.number.startsWith('20') ? 'JURIDICA' : 'NATURAL',
        document_type: 'RUC',
        document_number: query.number,
        names: null,
        surnames: null,
        business_name: name,
        address: clean(ruc.direccion),
        ubigeo: ubigeo && isUbigeo(ubigeo) ? ubigeo : null,
        status: [clean(ruc.estado), clean(ruc.condicion)].filter(Boolean).join(', ') || null,
      };
    },
  };
}

export function idLookupProvider(config: IdLookupConfig['provider']): IdLookupProvider {
  return config.kind === 'apisnetpe' ? apisNetPe(config) : none;
}
