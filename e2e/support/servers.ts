/**
 * Browser test files run on this many workers at once, each against a server of its own
 * (`E2E_WORKERS`, default 3). The tests mostly wait on the server and on typing pauses (Chromium
 * keeps under one core busy per worker), so three workers fill the two cores better than two.
 */
export const E2E_WORKERS = Math.min(Math.max(Number(process.env.E2E_WORKERS) || 3, 1), 8);

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}
