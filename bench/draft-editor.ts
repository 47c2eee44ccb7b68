/**
 * `npm run bench -- draft-editor`: typing in the draft's rich-text editor (`/drafts/:id/edit`)
 * with a 10-page body. The demo drafter's draft gets ~5 000 words pasted, then 150 characters
 * are typed at a person's pace (autosave running as it does for a person). Each keystroke's
 * latency is measured inside the page, from `keydown` to the first frame painted after the
 * editor's DOM changed. Target: p95 under 50 ms.
 */
import fs from 'node:fs';
import { launchChromium, logIn, signedInContext } from './browser';
import { startServer } from './server';

const PARAGRAPHS = 100;
const SENTENCE =
  'Que, de conformidad con el numeral 20.1 del artículo 20 del Texto Único Ordenado de la Ley N.° 27444, la notificación se efectúa en el domicilio que conste en el expediente, y en su defecto en el domicilio señalado en el documento nacional de identidad del administrado.';
const TYPED = ' Se remite el informe técnico para su conocimiento y fines consiguientes, con los anexos que se indican.'
  .repeat(2)
  .slice(0, 150);

/** In the page: each keystroke's latency, from keydown to the frame after the editor changed. */
const MEASURE = `
  window.folioLatencies = [];
  const editor = document.querySelector('.ProseMirror');
  let pressed = null;
  editor.addEventListener('keydown', () => { pressed = performance.now(); }, true);
  new MutationObserver(() => {
    if (pressed === null) return;
    const at = pressed;
    pressed = null;
    requestAnimationFrame(() => setTimeout(() => window.folioLatencies.push(performance.now() - at), 0));
  }).observe(editor, { subtree: true, childList: true, characterData: true });
`;

const PASTE_BODY = `
  const editor = document.querySelector('.ProseMirror');
  editor.focus();
  const data = new DataTransfer();
  data.setData('text/html', window.folioBody);
  editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
`;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

export async function benchDraftEditor(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const session = await logIn(server.url, 'servidor');
    const listed = await fetch(`${server.url}/api/v1/drafts?per_page=100`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const drafts = ((await listed.json()) as { data: { id: number; state: string; can: { update?: boolean } }[] }).data;
    const draft = drafts.find((d) => d.state === 'borrador' && d.can.update);
    if (!draft) throw new Error('draft-editor: the demo has no draft the drafter may edit');

    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    await page.goto(`${server.url}/drafts/${draft.id}/edit`);
    await page.locator('.ProseMirror').waitFor();
    const body = Array.from({ length: PARAGRAPHS }, (_, i) => `<p>${i + 1}. ${SENTENCE} ${SENTENCE}</p>`).join('');
    await page.evaluate((html) => {
      (window as unknown as { folioBody: string }).folioBody = html;
    }, body);
    await page.evaluate(PASTE_BODY);
    const words = await page.locator('.ProseMirror').evaluate((e) => (e.textContent ?? '').split(/\s+/).length);
    await page.locator('.ProseMirror').press('Control+End');
    await page.evaluate(MEASURE);
    await page.keyboard.type(TYPED, { delay: 80 });
    await page.waitForFunction(
      (n) => (window as unknown as { folioLatencies: number[] }).folioLatencies.length >= n,
      TYPED.length - 5,
    );
    const latencies = await page.evaluate(() => (window as unknown as { folioLatencies: number[] }).folioLatencies);
    console.log(
      `draft-editor: ${words.toLocaleString('en-US')} words (~${Math.round(words / 500)} pages), ${latencies.length} keystrokes at a person's pace: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (target p95 < 50 ms)`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
