/**
 * `npm run bench -- <name> --own-cluster`: the benchmarks run against a PostgreSQL cluster of their
 * own, made with the machine's PostgreSQL 15 (`initdb`, `pg_ctl` in `PG_BIN`, default
 * /usr/lib/postgresql/15/bin) in a temporary directory, started with the settings docs/deploy.md
 * states for a 2-core, 24 GB machine (`DEPLOY_SETTINGS`), listening on 127.0.0.1 only, and
 * removed afterwards. The machine's shared server is never touched. Each run loads its data again.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** docs/deploy.md «PostgreSQL settings», 2 cores and 24 GB: none needs a kernel change. */
export const DEPLOY_SETTINGS: Record<string, string> = {
  shared_buffers: '6GB',
  effective_cache_size: '16GB',
  work_mem: '16MB',
  maintenance_work_mem: '1GB',
  random_page_cost: '1.1',
  effective_io_concurrency: '200',
  max_connections: '60',
  max_wal_size: '4GB',
  jit: 'off',
  huge_pages: 'try',
};

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** initdb refuses to run as root: the cluster then belongs to the `postgres` user. */
function pgCommand(command: string, args: string[]): void {
  const binary = path.join(PG_BIN, command);
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', binary, ...args], { stdio: 'pipe' });
  else execFileSync(binary, args, { stdio: 'pipe' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OwnCluster {
  /** `postgres://postgres@127.0.0.1:<port>`, without a database. */
  server: string;
  stop(): void;
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const settings = {
    ...DEPLOY_SETTINGS,
    port: String(port),
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
  };
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  pgCommand('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  console.log(`bench: own PostgreSQL cluster in ${dir} on port ${port} (${options.replaceAll('-c ', '')})`);
  return {
    server: `postgres://postgres@127.0.0.1:${port}`,
    stop() {
      pgCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
