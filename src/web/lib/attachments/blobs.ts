/**
 * Files fetched through the API client (with the bearer token, which a plain link would not send):
 * saved under a name, or shown in a tab the click opened beforehand.
 */

/** The browser lets a page revoke an object URL only after the tab or download has read it. */
const REVOKE_AFTER_MS = 60_000;

export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Opens an empty tab during the click itself: opened after an awaited fetch, popup blockers would
 * stop it. `show` then puts the file in it, or downloads it when the tab was blocked anyway.
 */
export function openBlankTab() {
  const tab = window.open('', '_blank');
  return {
    show(blob: Blob, name: string) {
      if (!tab || tab.closed) {
        downloadBlob(blob, name);
        return;
      }
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    },
    close() {
      tab?.close();
    },
  };
}
