/** A held child stops while requests are in flight and goes on after a quiet moment. */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerRequestGate, requestGate } from './request-gate';

/** The process's state letter in `/proc/<pid>/stat`: `T` stopped, `S` sleeping, `R` running. */
async function stateOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!;
}

async function until(pid: number, state: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await stateOf(pid)) === state) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the child did not reach state ${state} in 2 s (it is ${await stateOf(pid)})`);
}

const idler = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const children = [idler(), idler()];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('request gate', () => {
  it('stops a held child while requests are in flight, including one held meanwhile, and continues it after the quiet time', async () => {
    const gate = requestGate(30);
    const [first, second] = children as [ReturnType<typeof idler>, ReturnType<typeof idler>];
    gate.hold(first);
    gate.started();
    gate.started();
    await until(first.pid!, 'T');
    gate.hold(second);
    await until(second.pid!, 'T');
    gate.ended();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await stateOf(first.pid!)).toBe('T');
    gate.ended();
    await until(first.pid!, 'S');
    await until(second.pid!, 'S');
  });

  it('counts the requests of a listening server from their start to their answer', async () => {
    const app = Fastify();
    registerRequestGate(app);
    let release: () => void = () => undefined;
    app.get('/slow', () => new Promise<string>((resolve) => (release = () => resolve('hecho'))));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const child = children[0]!;
      app.requestGate.hold(child);
      const { port } = app.server.address() as { port: number };
      const answer = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.text());
      await until(child.pid!, 'T');
      release();
      expect(await answer).toBe('hecho');
      await until(child.pid!, 'S');
    } finally {
      await app.close();
    }
  });
});
