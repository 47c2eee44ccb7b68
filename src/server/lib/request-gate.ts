/**
 * Background children that stop while the instance answers requests (`TEXT_PRIORITY=yield`, the
 * default for OCR). On these virtual machines anything running on the other core slows every
 * wake-up of the API and of PostgreSQL, whatever its priority (docs/benchmarks.md: a query of
 * `pgbench -S` took 0.109 ms beside busy loops at nice 19, 0.08 alone). So a held child gets
 * `SIGSTOP` as a request starts and `SIGCONT` once no request has been in flight for `quietMs`. A
 * stopped child uses no processor, and its page limit counts processor time only (extract.ts), so
 * it is never failed for waiting; on an instance that never goes quiet its work waits.
 */
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';

export interface RequestGate {
  /** Stops `child` whenever requests are in flight, until it exits. */
  hold(child: ChildProcess): void;
  started(): void;
  ended(): void;
}

export function requestGate(quietMs = 20): RequestGate {
  const held = new Set<ChildProcess>();
  let inFlight = 0;
  let stopped = false;
  let resume: NodeJS.Timeout | undefined;
  const signal = (name: NodeJS.Signals) => {
    for (const child of held) child.kill(name);
  };
  return {
    hold(child) {
      held.add(child);
      child.once('exit', () => held.delete(child));
      if (stopped) child.kill('SIGSTOP');
    },
    started() {
      inFlight++;
      clearTimeout(resume);
      if (!stopped) {
        stopped = true;
        signal('SIGSTOP');
      }
    },
    ended() {
      inFlight--;
      if (inFlight > 0) return;
      clearTimeout(resume);
      resume = setTimeout(() => {
        stopped = false;
        signal('SIGCONT');
      }, quietMs);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    requestGate: RequestGate;
  }
}

/** Counts the instance's requests in flight, from their start to their connection's answer or close. */
export function registerRequestGate(app: FastifyInstance): void {
  const gate = requestGate();
  app.decorate('requestGate', gate);
  app.addHook('onRequest', (_request, reply, done) => {
    gate.started();
    reply.raw.once('close', () => gate.ended());
    done();
  });
}
