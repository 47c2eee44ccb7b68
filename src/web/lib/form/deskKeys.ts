import type { KeyboardEvent } from 'react';

/**
 * Keys of a form typed fast at a desk: Enter in a one-line field never sends it half filled;
 * Ctrl+Enter (⌘+Enter) sends it from any field. Keys from dialogs opened by the form (rendered
 * elsewhere in the page, e.g. a quick create) are left to those dialogs.
 */
export function deskKeyDown(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const form = event.currentTarget;
  if (!(event.target instanceof Node) || !form.contains(event.target)) return;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    form.requestSubmit();
  } else if (event.target instanceof HTMLInputElement) {
    event.preventDefault();
  }
}
