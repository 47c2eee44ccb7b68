/**
 * What the text-search bench adds to a correspondence load (bench/correspondence/load.ts): one
 * scanned-and-read attachment for `texts` of the entries (spread evenly over the year), each a page
 * of generated Spanish prose as extraction leaves it (`attachment_texts` listo, one
 * `attachment_text_pages` row whose search vector PostgreSQL computes). The prose is built so that
 * the searches know their shares: «dictamen» stands in about a quarter of the pages (a common
 * word) and «Pachacámac» in one page of a thousand (a rare one); neither is in any entry's own
 * subject, so every match comes from the files.
 */
import type { LoadExtension } from '../correspondence/load';
import { PLACES, TOPICS } from '../correspondence/words';

export interface TextCounts {
  texts: number;
}

/** The words a page is made of, besides the bench's topics and places. */
const PROSE = [
  'Visto el expediente administrativo presentado por el administrado',
  'de conformidad con lo dispuesto en la Ley del Procedimiento Administrativo General',
  'el área técnica emitió el informe correspondiente',
  'se verificó en campo el estado de la vía y de las edificaciones colindantes',
  'corresponde notificar al interesado en el domicilio señalado',
  'se adjuntan las fotografías y el acta de inspección',
  'el plazo para la subsanación es de diez días hábiles',
  'la oficina de asesoría jurídica opina que procede lo solicitado',
  'en atención al documento de la referencia',
  'se remite para conocimiento y fines pertinentes',
  'el monto adeudado asciende a la suma indicada en el anexo',
  'conforme al plano de ubicación y memoria descriptiva',
];

export function textExtension(counts: TextCounts): LoadExtension {
  return {
    name: 'text-search',
    counts: { ...counts },
    tables: ['attachments', 'attachment_texts', 'attachment_text_pages'],
    async load(c, { phase }) {
      // Every n-th entry has a read scan; its hash is made of its id (never a real file's).
      await c.query(
        `create temporary table bench_texts as
         select e.id as entry_id, e.registered_by, e.received_at,
                lpad(to_hex(e.id), 64, '0') as sha256
         from entries e
         where e.id % greatest(1, (select count(*) from entries) / $1::int) = 0
         limit $1::int`,
        [counts.texts],
      );
      await c.query(
        `insert into attachments (owner_type, owner_id, sha256, original_name, content_type, size, uploaded_by, created_at)
         select 'entries', entry_id, sha256, 'escaneo-' || entry_id || '.pdf', 'application/pdf',
                40000 + floor(pg_temp.u(entry_id, 3) * 200000)::int, registered_by, received_at
         from bench_texts`,
      );
      await c.query(
        `insert into attachment_texts (sha256, state, pages, ocr_pages, attempts, requested_at, started_at, finished_at)
         select sha256, 'listo', 1, 1, 1, received_at, received_at, received_at from bench_texts`,
      );
      phase('attachments');
      await c.query(
        `insert into attachment_text_pages (sha256, page, text)
         select t.sha256, 1, concat_ws(' ',
           'MUNICIPALIDAD. Informe N.° ' || t.entry_id || '.',
           pg_temp.pick($1::text[], pg_temp.u(t.entry_id, 11)) || ',',
           'sobre ' || pg_temp.pick($2::text[], pg_temp.u(t.entry_id, 12)),
           pg_temp.pick($3::text[], pg_temp.u(t.entry_id, 13)) || '.',
           case when pg_temp.u(t.entry_id, 14) < 0.25 then 'Se emite el presente dictamen de gerencia.' end,
           pg_temp.pick($1::text[], pg_temp.u(t.entry_id, 15)) || ';',
           pg_temp.pick($1::text[], pg_temp.u(t.entry_id, 16)) || '.',
           case when t.entry_id % 1000 = 7 then 'Se menciona el santuario de Pachacámac en el informe.' end,
           pg_temp.pick($1::text[], pg_temp.u(t.entry_id, 17)) || ',',
           pg_temp.pick($1::text[], pg_temp.u(t.entry_id, 18)) || '.',
           'Atentamente, la subgerencia.')
         from bench_texts t`,
        [PROSE, TOPICS, PLACES],
      );
      phase('attachment text pages');
      // The entries' words of their files (migration 0050) are kept by triggers, which the loader's inserts bypass.
      await c.query('select fill_files_words()');
      phase('entries files words');
    },
    async finish(c) {
      const { rows } = await c.query<{ pages: number; common: number; rare: number }>(
        `select count(*)::int as pages,
                count(*) filter (where text like '%dictamen%')::int as common,
                count(*) filter (where text like '%Pachacámac%')::int as rare
         from attachment_text_pages`,
      );
      const r = rows[0]!;
      return [`texts · ${r.pages} pages; «dictamen» in ${r.common}, «Pachacámac» in ${r.rare}`];
    },
  };
}
