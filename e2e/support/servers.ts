/**
 * Browser test files run on this many workers at once, each against a server of its own
 * (`E2E_WORKERS`, default 4). A worker spends about half its time in a person's typing pauses
 * (Chromium, the server and the test keep about half a core busy), so four workers keep two cores
 * busy: 745 s with the cores 95 % busy, where three left them partly idle (1 225 s).
 */
export const E2E_WORKERS = Math.min(Math.max(Number(process.env.E2E_WORKERS) || 4, 1), 8);

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}
