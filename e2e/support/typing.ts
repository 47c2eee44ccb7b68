/**
 * Typing as a clerk types: uneven pauses between keys (60–260 ms, about 75 words a minute) and a
 * longer one mid-word, from a seeded generator so a failure replays the same way. After every pause the input must still
 * hold exactly what was typed; after picking, the option's label. The pauses are the behaviour
 * under test (a lookup that rewrites its input on a timer), not a wait for the page.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from './app';
import { settled } from './browser';

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Longer than the longest timer a field starts while typing stops (the drafts' autosave, 1 200 ms). */
const LONG_PAUSE_MS = 1300;

export interface TypingOptions {
  /** Where the long pause falls (characters typed before it); the middle by default. */
  pauseAfter?: number;
  /** How long the mid-word pause lasts: longer than any debounce or timer of the field. */
  longPauseMs?: number;
  /** Awaited at the start of the long pause, e.g. the suggestion list being shown. */
  during?: () => Promise<void>;
}

export interface Typist {
  /** Types `text` into the focused `input` (appending to what it holds), checking it after each pause. */
  type(input: Locator, text: string, options?: TypingOptions): Promise<void>;
  /** Waits for `label` among the suggestions, picks the first one with a key, checks the input shows it and the list closed. */
  pick(input: Locator, key: 'Enter' | 'Tab', label: string): Promise<void>;
}

/** Longer than the lookups' typing delay (250 ms): the search of the last keys has started. */
const READING_PAUSE_MS = 400;

export function humanTypist(page: Page, seed: number): Typist {
  const random = generator(seed);
  const pause = (ms: number) => page.waitForTimeout(ms);
  return {
    async type(input, text, { pauseAfter = Math.floor(text.length / 2), longPauseMs = LONG_PAUSE_MS, during } = {}) {
      const before = await input.inputValue();
      for (let i = 0; i < text.length; i++) {
        await page.keyboard.type(text[i]!);
        const typed = before + text.slice(0, i + 1);
        if (i + 1 === pauseAfter) {
          await during?.();
          await pause(longPauseMs);
        } else {
          await pause(60 + Math.floor(random() * 200));
        }
        expect(await input.inputValue(), `after typing «${typed}»`).toBe(typed);
      }
    },
    async pick(input, key, label) {
      const first = page.locator('.p-autocomplete-panel').last().locator('.p-autocomplete-item').first();
      await first.getByText(label).waitFor();
      // A person reads the list before taking an option: the answer to the last keys has arrived.
      // A key pressed while that answer replaces the options finds none highlighted.
      await page.waitForTimeout(READING_PAUSE_MS);
      await settled(page);
      await first.getByText(label).waitFor();
      await page.keyboard.press(key);
      await eventually(async () => expect(await input.inputValue(), `after picking with ${key}`).toBe(label));
      // The list closes (its closing transition may still run on a busy machine) and is not reopened
      // over the form by a search still answering.
      const lists = page.locator('.p-autocomplete-panel');
      await eventually(async () => expect(await lists.count(), `the suggestions after picking with ${key}`).toBe(0));
    },
  };
}

/**
 * A lookup worked as a clerk works it: what it holds is erased, `query` is typed with pauses (the
 * long one while the suggestions are open) and the first suggestion, `label`, is taken with `key`.
 */
export async function typeAndPick(
  page: Page,
  input: Locator,
  query: string,
  label: string,
  { key = 'Enter', seed = 2026 }: { key?: 'Enter' | 'Tab'; seed?: number } = {},
): Promise<void> {
  await input.click();
  if ((await input.inputValue()) !== '') {
    await input.press('ControlOrMeta+A');
    await input.press('Backspace');
  }
  const typist = humanTypist(page, seed);
  const listed = () => page.locator('.p-autocomplete-panel').last().locator('.p-autocomplete-item').first().waitFor();
  await typist.type(input, query, { during: listed });
  await typist.pick(input, key, label);
}

/**
 * A search box typed as a person types it (pauses, each checked), then left to answer: what it
 * held is erased first. The list's answer is awaited by the caller.
 */
export async function typeSearch(page: Page, input: Locator, text: string, seed = 2026): Promise<void> {
  await input.click();
  if ((await input.inputValue()) !== '') {
    await input.press('ControlOrMeta+A');
    await input.press('Backspace');
  }
  await humanTypist(page, seed).type(input, text, { longPauseMs: 900 });
}

/** The same on the lookup that has the focus now (a form built for the keyboard moves it on its own). */
export async function typeAndPickFocused(
  page: Page,
  query: string,
  label: string,
  options: { key?: 'Enter' | 'Tab'; seed?: number } = {},
): Promise<void> {
  const id = await page.evaluate(() => document.activeElement?.id);
  if (!id) throw new Error('No field has the focus');
  await typeAndPick(page, page.locator(`[id="${id}"]`), query, label, options);
}

/** Types a document number into the focused lookup at a clerk's pace; the panel is open during the long pause. */
export async function typeIntoFocused(page: Page, text: string, seed = 2026): Promise<Locator> {
  const id = await page.evaluate(() => document.activeElement?.id);
  if (!id) throw new Error('No field has the focus');
  const input = page.locator(`[id="${id}"]`);
  await humanTypist(page, seed).type(input, text, {
    during: () => page.locator('.p-autocomplete-panel').last().waitFor(),
  });
  return input;
}

/** What a lookup shows as picked: its text, or the chips of a multiple one (whose text empties). */
async function shownPicks(input: Locator): Promise<string> {
  const field = input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " p-autocomplete ")][1]');
  const chips = await field.locator('.p-autocomplete-token-label').allTextContents();
  return [await input.inputValue(), ...chips].join(' | ');
}

/**
 * A lookup worked with the mouse: `query` typed at a clerk's pace (checked after each pause), then,
 * once the list has answered the last keys (a person reads it before moving the mouse), the
 * suggestion that shows `option` clicked; the input (or a multiple lookup's chips) must then show
 * what was picked. Clicking while the last answer is on its way lets it replace the option between
 * the press and the release, and the click is lost.
 */
export async function typeAndClick(
  page: Page,
  input: Locator,
  query: string,
  option: string,
  seed = 2026,
): Promise<void> {
  await input.click();
  if ((await input.inputValue()) !== '') {
    await input.press('ControlOrMeta+A');
    await input.press('Backspace');
  }
  const panel = page.locator('.p-autocomplete-panel').last();
  await humanTypist(page, seed).type(input, query, { during: () => panel.waitFor() });
  await page.waitForTimeout(READING_PAUSE_MS);
  await settled(page);
  await panel.locator('.p-autocomplete-item', { hasText: option }).first().click();
  await panel.waitFor({ state: 'detached' });
  await eventually(async () => expect(await shownPicks(input), 'after clicking the suggestion').toContain(option));
}
