/**
 * `npm run bench -- text-search [--fresh] [--scale=0.1] [--seconds=10] [--scans=12] [--probe-seconds=5] [--only=…]`:
 * loads (or reuses) into BENCH_TEXT_DATABASE_URL (default: database `folio_bench_text` on the local
 * PostgreSQL server) the correspondence (1,000,000 entries at scale 1) with 300,000 read scans
 * (bench/text-search/load.ts), then measures, in one run and for each demo role's scope:
 * - a common word and a rare word found only inside the files, beside a common and a rare word of
 *   the entries' own fields (the metadata-only search), in the Ingresos list and in the global
 *   search; target p95 ≤ 80 ms with the passages (issue 32), 50 ms for the metadata ones;
 * - OCR throughput: `--scans` one-page scans uploaded at once, read by the app's extraction jobs
 *   with the default concurrency (TEXT_WORKERS=1), in pages per minute, and the API beside it (the
 *   list and a registration, idle and while the scans are read, in windows of `--probe-seconds`);
 * - the lag from the upload of a one-page scan to the entry being found by one of its words (p95).
 */

import { DEMO_PASSWORD } from '../../src/server/db/seed/seed';
import { scannedPage } from '../../src/server/lib/attachments/text/scans';
import { type BenchServer, login } from '../correspondence/http';
import { option } from '../correspondence/index';
import { ensureLoaded } from '../correspondence/load';
import { benchSession, latencies, type Scenario, SEARCH_TARGET, wanted } from '../correspondence/measure';
import { addTimes, apiProbe, emptyTimes, p95 } from './beside-ocr';
import { textExtension } from './load';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/folio_bench_text';
const TEXT_TARGET = 80;
const ROLES = ['mesapartes', 'jefe', 'servidor'] as const;

function scenarios(): Scenario[] {
  const list: Scenario[] = [];
  for (const who of ROLES) {
    const s = (label: string, q: string, target: number) =>
      list.push({ label, who, path: `/api/v1/entries?q=${encodeURIComponent(q)}`, target });
    s('files, common word q=dictamen (~25 % of scans)', 'dictamen', TEXT_TARGET);
    s('files, rare word q=pachacamac (0.1 % of scans)', 'pachacamac', TEXT_TARGET);
    s('metadata, common word q=solicitud (~23 %)', 'solicitud', SEARCH_TARGET);
    s('metadata, rare word q=huaico (~0.1 %)', 'huaico', SEARCH_TARGET);
    list.push({
      label: 'global search, common word q=dictamen',
      who,
      path: '/api/v1/search?q=dictamen',
      target: TEXT_TARGET,
    });
  }
  return list;
}

/** A one-page scan of a typed letter: 25 lines, one of them the page's own word. */
const letter = (word: string) =>
  scannedPage([
    'MUNICIPALIDAD DISTRITAL - SUBGERENCIA DE OBRAS PRIVADAS',
    `Informe técnico de inspección ocular ${word}`,
    ...Array.from({ length: 23 }, (_, i) =>
      i % 2 === 0
        ? 'Se verificó en campo el estado de la vía y de las edificaciones colindantes,'
        : 'conforme al plano de ubicación y memoria descriptiva presentados por el administrado.',
    ),
  ]);

async function upload(server: BenchServer, auth: Record<string, string>, entryId: number, png: Buffer, name: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const { 'content-type': _json, ...headers } = auth;
  const res = await fetch(`${server.base}/api/v1/entries/${entryId}/attachments`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
}

/** Scans uploaded before each OCR window of the probe: more than a window's reading at any priority. */
const PAIR_SCANS = 4;

const until = async (check: () => Promise<boolean>, seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`text-search: not done after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

export async function benchTextSearch(): Promise<void> {
  const url = process.env.BENCH_TEXT_DATABASE_URL ?? DEFAULT_URL;
  const scale = option('scale', 1);
  const n = (count: number) => Math.round(count * scale);
  const counts = { citizens: n(100_000), entries: n(1_000_000), outputs: n(500_000) };
  const started = performance.now();
  const load = await ensureLoaded(url, counts, process.argv.includes('--fresh'), textExtension({ texts: n(300_000) }));
  const rows = Object.entries(load.rows)
    .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
    .join(', ');
  if (load.phases) {
    console.log(`text-search: loaded ${rows} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    for (const [phase, s] of load.phases) console.log(`  ${phase.padEnd(36)} ${s.toFixed(1).padStart(7)} s`);
  } else console.log(`text-search: reusing the loaded database (${rows}); --fresh reloads it`);
  const onlyArg = process.argv.find((a) => a.startsWith('--only='));
  const only = onlyArg ? onlyArg.slice('--only='.length).split(',').filter(Boolean) : [];

  await benchSession(
    'text-search',
    url,
    async (c, server) => {
      const auth: Record<string, Record<string, string>> = {};
      for (const who of ROLES) auth[who] = await login(server.base, who, DEMO_PASSWORD);
      await latencies({ c, server, seconds: option('seconds', 10), only, auth }, scenarios());
      if (!wanted(only, 'ocr')) return;

      // Each scan of the throughput batch and of the lag goes to an entry of its own with no files
      // yet, so the entry found by a word of its scan is found by that scan; each pair of the probe
      // puts its scans on one more entry (an entry takes ten files at most).
      const scans = option('scans', 12);
      const pairs = option('pairs', 6);
      const { rows: open } = await c.query<{ id: number }>(
        `select e.id from entries e where e.state in ('registrado', 'derivado', 'recibido')
         and e.classification_id is null and e.registered_office_id = (select id from offices where code = 'MP')
         and not exists (select 1 from attachments a where a.owner_type = 'entries' and a.owner_id = e.id)
       order by e.id desc limit $1`,
        [scans + 5 + pairs],
      );
      const entryIds = open.map((row) => row.id);
      const readCount = async (names: string[]) =>
        (
          await c.query<{ done: number }>(
            `select count(*)::int as done from attachments a join attachment_texts t on t.sha256 = a.sha256
         where a.original_name = any($1) and t.state in ('listo', 'sin_texto', 'error')`,
            [names],
          )
        ).rows[0]!.done;
      const uploadBatch = async (names: string[], entryOf: (i: number) => number) => {
        for (const [i, name] of names.entries())
          await upload(server, auth.mesapartes!, entryOf(i), letter(`LOTE${i}X${Date.now()}`), name);
      };
      const probeSeconds = option('probe-seconds', 5);
      const probe = await apiProbe(c, server, auth.mesapartes!, probeSeconds);

      // OCR throughput: a batch of one-page scans, read by the default worker while the API is used.
      const batch = Array.from({ length: scans }, (_, i) => `lote-${Date.now()}-${i}.png`);
      const t0 = performance.now();
      await uploadBatch(batch, (i) => entryIds[i]!);
      let read = false;
      const reading = until(async () => (await readCount(batch)) === scans, 60 * scans).finally(() => {
        read = true;
      });
      while (!read) await probe.window();
      await reading;
      const minutes = (performance.now() - t0) / 60_000;
      console.log(
        `text-search: OCR ${scans} one-page scans (25 lines) in ${(minutes * 60).toFixed(1)} s beside the probe: ${(scans / minutes).toFixed(1)} pages/min (TEXT_WORKERS=1)`,
      );

      // The API beside OCR: windows alternate, idle and while scans are read, so that whatever
      // else the machine does (a checkpoint, a neighbour on the host) falls on both sides alike.
      const idle = emptyTimes();
      const busy = emptyTimes();
      let cut = 0;
      for (let pair = 0; pair < pairs; pair++) {
        addTimes(idle, await probe.window());
        const names = Array.from({ length: PAIR_SCANS }, (_, i) => `par-${Date.now()}-${i}.png`);
        await uploadBatch(names, () => entryIds[scans + 5 + pair]!);
        addTimes(busy, await probe.window());
        // A window whose scans were all read before it ended had OCR only in part of it.
        if ((await readCount(names)) === PAIR_SCANS) cut++;
        await until(async () => (await readCount(names)) === PAIR_SCANS, 60 * PAIR_SCANS);
      }
      const over = (quiet: number[], loaded: number[]) =>
        `${p95(loaded).toFixed(1)} ms against ${p95(quiet).toFixed(1)} ms idle (${((p95(loaded) / p95(quiet) - 1) * 100).toFixed(0)} %)`;
      console.log(
        `text-search: beside OCR (${pairs} idle and ${pairs} OCR windows of ${probeSeconds} s, alternating; one client each at 10 requests/s; target within 20 % of idle): ` +
          `Ingresos list p95 ${over(idle.list, busy.list)}, registration p95 ${over(idle.registration, busy.registration)}` +
          (cut > 0 ? `; in ${cut} OCR windows the scans were read before the window ended` : ''),
      );

      // Upload to searchable: one scan at a time, until the list finds the entry by the scan's word.
      const lags: number[] = [];
      for (let i = 0; i < 5; i++) {
        // A real name OCR reads as printed; the entry had no file, so finding it means this scan was read.
        const word = 'Pumacahua';
        const t = performance.now();
        const entryId = entryIds[scans + i]!;
        await upload(server, auth.mesapartes!, entryId, letter(word), `lag-${Date.now()}-${i}.png`);
        await until(async () => {
          const res = await fetch(`${server.base}/api/v1/entries?q=${word}`, { headers: auth.mesapartes });
          return ((await res.json()) as { data: { id: number }[] }).data.some((e) => e.id === entryId);
        }, 300);
        lags.push(performance.now() - t);
      }
      lags.sort((a, b) => a - b);
      console.log(
        `text-search: upload to searchable, one-page scan: p50 ${(lags[2]! / 1000).toFixed(1)} s, p95 (max of 5) ${(lags[4]! / 1000).toFixed(1)} s`,
      );
    },
    { jobs: true },
  );
}
