import type { KeyboardEvent } from 'react';

/** Whether the key reached this form from one of its own fields (not a dialog it opened elsewhere in the page). */
const own = (event: KeyboardEvent<HTMLFormElement>) =>
  event.target instanceof Node && event.currentTarget.contains(event.target);

/**
 * Ctrl+Enter (⌘+Enter) sends the form from any of its fields. Keys from dialogs opened by the form
 * (rendered elsewhere in the page, e.g. a quick create) are left to those dialogs' own forms.
 */
export function saveKeyDown(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !own(event)) return;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }
}

/**
 * Keys of a form typed fast at a desk: Ctrl+Enter sends it (`saveKeyDown`), and Enter in a
 * one-line field never sends it half filled.
 */
export function deskKeyDown(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !own(event)) return;
  if (event.ctrlKey || event.metaKey) saveKeyDown(event);
  else if (event.target instanceof HTMLInputElement) event.preventDefault();
}
