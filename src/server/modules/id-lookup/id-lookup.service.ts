/**
 * Who a complete DNI or RUC belongs to: a citizen Folio already has, else what the configured
 * provider finds (id-lookup.provider.ts), else nothing, each said in Spanish.
 */
import { citizenName } from '@shared/schemas/citizens';
import type { IdLookupAnswer, IdLookupQuery } from '@shared/schemas/id-lookup';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizens } from '../../db/schema';
import type { IdLookupProvider } from './id-lookup.provider';

const REGISTRY = 'Destinatarios de Folio';

export async function lookupDocument(
  db: Executor,
  provider: IdLookupProvider,
  query: IdLookupQuery,
): Promise<IdLookupAnswer> {
  const { document_type: type, number } = query;
  const [found] = await db
    .select()
    .from(citizens)
    .where(and(sql`lower(${citizens.document_number}) = ${number.toLowerCase()}`, eq(citizens.document_type, type)));
  if (found) {
    return {
      data: {
        source: 'registry',
        source_label: REGISTRY,
        citizen_id: found.id,
        person_type: found.person_type === 'JURIDICA' ? 'JURIDICA' : 'NATURAL',
        document_type: type,
        document_number: found.document_number,
        names: found.names,
        surnames: found.surnames,
        business_name: found.business_name,
        address: found.address,
        ubigeo: found.ubigeo,
        status: null,
      },
      message: `El ${type} ${number} ya está registrado en Destinatarios: ${citizenName(found as Parameters<typeof citizenName>[0])}.`,
    };
  }
  const label = provider.label(type);
  if (!label) return { data: null, message: `El ${type} ${number} no está en Destinatarios.` };
  const person = await provider.find(query);
  if (!person) return { data: null, message: `El ${type} ${number} no está en Destinatarios ni en ${label}.` };
  return { data: { ...person, source: 'external', citizen_id: null }, message: `Datos encontrados en ${label}.` };
}
