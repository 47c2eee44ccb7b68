/**
 * The list's search box: what is typed goes to the URL's `q` 300 ms after typing stops, and the
 * box shows the URL's `q` when it changes from elsewhere (back button, a link). The URL catching
 * up with what was sent never rewrites the box: the person may have typed on meanwhile.
 */
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

export function useSearchBox(q: string, send: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  // What was sent and not yet seen in the URL, oldest first: under load the router may still be
  // on an older one when the next is sent.
  const pending = useRef<string[]>([]);
  const shown = useRef(q);
  useEffect(() => {
    const at = pending.current.indexOf(q);
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1);
      shown.current = q;
      return;
    }
    if (q === shown.current) return;
    pending.current = [];
    shown.current = q;
    setText(q);
  }, [q]);
  useEffect(() => {
    if (text === (pending.current.at(-1) ?? shown.current)) return;
    const timer = setTimeout(() => {
      pending.current.push(text);
      send(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, send]);
  return [text, setText];
}
