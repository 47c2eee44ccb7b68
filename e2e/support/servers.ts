/** Browser test files run on this many workers at once, each against a server of its own. */
export const E2E_WORKERS = 2;

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}
