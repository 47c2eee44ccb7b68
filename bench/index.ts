/** `npm run bench [name...]`: runs the benchmarks and prints their numbers (they never fail a build). */
import { benchArchive } from './archive';
import { benchBackup } from './backup';
import { benchCitizens } from './citizens';
import { startOwnCluster } from './cluster';
import { benchCorrespondence } from './correspondence';
import { benchDraftEditor } from './draft-editor';
import { benchFirstPage } from './first-page';
import { benchFuzz } from './fuzz';
import { benchLoginBundle } from './login-bundle';
import { benchMutation } from './mutation';
import { benchOffice } from './office';
import { benchRealtime } from './realtime';
import { benchSignatures } from './signatures';
import { benchStartup } from './startup';
import { benchTextSearch } from './text-search';
import { benchWebhooks } from './webhooks';

const benches: Record<string, () => Promise<void>> = {
  startup: benchStartup,
  'login-bundle': benchLoginBundle,
  'first-page': benchFirstPage,
  realtime: benchRealtime,
  citizens: benchCitizens,
  correspondence: benchCorrespondence,
  office: benchOffice,
  archive: benchArchive,
  fuzz: benchFuzz,
  mutation: benchMutation,
  signatures: benchSignatures,
  webhooks: benchWebhooks,
  'draft-editor': benchDraftEditor,
  backup: benchBackup,
  'text-search': benchTextSearch,
};

/** Run only when named: they need a PostgreSQL server or minutes (mutation: hours) of work. */
const onlyWhenNamed = new Set([
  'correspondence',
  'office',
  'archive',
  'fuzz',
  'mutation',
  'webhooks',
  'backup',
  'draft-editor',
  'text-search',
]);

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
// `--own-cluster` (bench/cluster.ts): the databases live in a temporary cluster with deploy.md's settings.
const own = process.argv.includes('--own-cluster') ? await startOwnCluster() : undefined;
if (own) {
  process.env.BENCH_DATABASE_URL = `${own.server}/folio_bench`;
  process.env.BENCH_OFFICE_DATABASE_URL = `${own.server}/folio_bench_office`;
  process.env.BENCH_ARCHIVE_DATABASE_URL = `${own.server}/folio_bench_archive`;
  process.env.BENCH_TEXT_DATABASE_URL = `${own.server}/folio_bench_text`;
}
try {
  for (const [name, run] of Object.entries(benches)) {
    if (wanted.length > 0 ? !wanted.includes(name) : onlyWhenNamed.has(name)) continue;
    console.log(`\n== ${name}`);
    await run();
  }
} finally {
  own?.stop();
}
