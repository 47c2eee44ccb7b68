/**
 * Signatures (issue 28): signing a two-page document with two V°B° and the author's signature
 * (target p95 ≤ 500 ms) and verifying an incoming 20-page PDF signed three times (target ≤ 300 ms).
 */
import { verifyPdfSignatures } from '../src/server/lib/signatures';
import { plainPdf, testSigner } from '../src/server/lib/signatures/signatures.fixtures';
import { createTestRoot } from '../src/server/lib/signatures/test-pki';

const RUNS = 30;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const report = (label: string, times: number[]) =>
  console.log(
    `${label}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${times.length} runs)`,
  );

export async function benchSignatures(): Promise<void> {
  const root = createTestRoot();
  const reviewers = [testSigner(root, 'Luis Ramírez', '11111111'), testSigner(root, 'María Núñez', '22222222')];
  const author = testSigner(root, 'Ana Pérez', '33333333');
  const chain = async (pdf: Uint8Array) => {
    let signed = pdf;
    for (const reviewer of reviewers) signed = await reviewer.sign(signed, { reason: 'Doy V° B°' });
    return author.sign(signed, { reason: 'Soy el autor del documento' });
  };
  const twoPages = await plainPdf(2);
  await chain(twoPages);
  const signing: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await chain(twoPages);
    signing.push(performance.now() - started);
  }
  report('sign 2 pages, 2 V°B° + author', signing);

  const incoming = await chain(await plainPdf(20));
  await verifyPdfSignatures(incoming, [root.certificatePem]);
  const verifying: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await verifyPdfSignatures(incoming, [root.certificatePem]);
    verifying.push(performance.now() - started);
  }
  report(`verify 20 pages, 3 signatures (${(incoming.length / 1024).toFixed(0)} KB)`, verifying);
}
