/**
 * Citizen search at scale: 100,000 citizens inserted in batches, then `GET /api/v1/citizens/lookup`
 * and the list's `?q=` timed through the real app (p50/p95 of repeated calls). PostgreSQL when
 * DATABASE_URL names an empty, migratable database; otherwise an in-memory PGlite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rucCheckDigit } from '@shared/ruc';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { citizens } from '../src/server/db/schema';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed';

const TOTAL = 100_000;
const BATCH = 2_000;
const RUNS = 40;

const NAMES = ['María', 'José', 'Luis', 'Ana', 'Jesús', 'Rosa', 'Juan', 'Carmen', 'Víctor', 'Lucía', 'Raúl', 'Inés'];
const SURNAMES = [
  'Quispe',
  'Flores',
  'Sánchez',
  'Rodríguez',
  'García',
  'Huamán',
  'Mamani',
  'Núñez',
  'Peña',
  'Chávez',
  'Ramírez',
  'Gutiérrez',
  'Torres',
  'Vásquez',
  'Castillo',
  'Mendoza',
  'Rojas',
  'Díaz',
  'Cárdenas',
  'Ñahui',
];
const COMPANY = ['Constructora', 'Inversiones', 'Agroexportadora', 'Transportes', 'Comercial', 'Consultora'];
const PLACES = ['Andina', 'del Norte', 'del Sur', 'Amazónica', 'Pacífico', 'San Martín', 'Los Álamos', 'Huascarán'];

/** A deterministic pseudo-random pick, so every run inserts the same citizens. */
const pick = <T>(list: readonly T[], i: number, salt: number): T =>
  list[((i * 2654435761 + salt * 40503) >>> 0) % list.length]!;

function citizen(i: number) {
  if (i % 10 === 0) {
    const firstTen = `20${String(i).padStart(8, '0')}`;
    return {
      person_type: 'JURIDICA',
      document_type: 'RUC',
      document_number: `${firstTen}${rucCheckDigit(firstTen)}`,
      business_name: `${pick(COMPANY, i, 1)} ${pick(PLACES, i, 2)} ${i} S.A.C.`,
    };
  }
  return {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: String(10_000_000 + i),
    names: `${pick(NAMES, i, 3)} ${pick(NAMES, i, 4)}`,
    surnames: `${pick(SURNAMES, i, 5)} ${pick(SURNAMES, i, 6)}`,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchCitizens(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database: Database = url ? await openPostgres(url) : await openPglite();
  await prepareDatabase(database, { demo: true });
  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(citizens);
  if (n > 0) throw new Error('bench/citizens needs a database without citizens.');

  let started = performance.now();
  for (let from = 0; from < TOTAL; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TOTAL - from) }, (_, k) => citizen(from + k + 1));
    await database.db.insert(citizens).values(rows);
  }
  await database.db.execute(sql`analyze citizens`);
  const insertSeconds = (performance.now() - started) / 1000;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-citizens-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://folio.bench' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const headers = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers,
    payload: { username: 'mesapartes', password: DEMO_PASSWORD },
  });
  const auth = { ...headers, authorization: `Bearer ${login.json().access_token}` };

  console.log(
    `citizens: ${TOTAL.toLocaleString('es-PE')} inserted in batches of ${BATCH} in ${insertSeconds.toFixed(1)} s (${database.kind})`,
  );
  // Broad (thousands match), narrow (one person, one company), by document, and nothing.
  const person = citizen(77_777);
  const company = citizen(55_550);
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const queries = [
    'nunez',
    'maria nunez',
    plain(`${person.names} ${person.surnames}`),
    plain(company.business_name ?? ''),
    '10054321',
    '1005432',
    'zzz',
  ];
  for (const [route, label] of [
    ['/api/v1/citizens/lookup?q=', 'lookup'],
    ['/api/v1/citizens?per_page=25&q=', 'list  '],
  ] as const) {
    for (const q of queries) {
      const times: number[] = [];
      let found = 0;
      for (let run = 0; run < RUNS; run++) {
        started = performance.now();
        const res = await app.inject({ method: 'GET', url: `${route}${encodeURIComponent(q)}`, headers: auth });
        times.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${route}${q}: ${res.statusCode} ${res.body}`);
        const body = res.json();
        found = body.meta?.total ?? body.data.length;
      }
      times.sort((a, b) => a - b);
      console.log(
        `citizens: ${label} q=${JSON.stringify(q).padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  (${found} ${label.trim() === 'lookup' ? 'shown' : 'matching'})`,
      );
    }
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
