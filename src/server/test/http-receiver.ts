/**
 * A local HTTP server standing in for another system in a test (a webhook receiver, a captcha
 * provider): it reads each request's body whole and lets `answer` reply; `url(path)` reaches it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Receiver {
  url: (path: string) => string;
  close: () => Promise<void>;
}

export async function httpReceiver(
  answer: (request: http.IncomingMessage, body: string, response: http.ServerResponse) => void,
): Promise<Receiver> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => answer(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
