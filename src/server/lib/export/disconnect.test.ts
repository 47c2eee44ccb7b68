/** An export stops when its client leaves: the signal aborts on a closed connection, the writing stops. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { clientGone } from './disconnect';
import { buildSpreadsheet } from './spreadsheet';

describe('clientGone', () => {
  it('aborts when the client closes the connection before the answer, not after it', async () => {
    const app = Fastify();
    let aborted: Promise<unknown> = Promise.resolve();
    let started!: () => void;
    const waiting = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/slow', async (_request, reply) => {
      const signal = clientGone(reply);
      aborted = new Promise((resolve) => signal.addEventListener('abort', () => resolve(signal.reason)));
      started();
      return aborted.then(() => 'never read');
    });
    let finished: AbortSignal | undefined;
    app.get('/quick', async (_request, reply) => {
      finished = clientGone(reply);
      return 'ok';
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const controller = new AbortController();
      const request = fetch(`${address}/slow`, { signal: controller.signal }).catch((error: Error) => error.name);
      await waiting;
      controller.abort();
      expect(await request).toBe('AbortError');
      const reason = await aborted;
      expect(reason).toBeInstanceOf(HttpError);
      expect((reason as HttpError).status).toBe(499);

      expect(await (await fetch(`${address}/quick`)).text()).toBe('ok');
      expect(finished?.aborted).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('stops writing a workbook once the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      buildSpreadsheet(
        { filename: 'x.xlsx', sheetName: 'X', columns: [{ header: 'N', value: (n: number) => n }], rows: [1, 2, 3] },
        controller.signal,
      ),
    ).rejects.toMatchObject({ status: 499 });
  });
});
