/** The words of a search marked in a text, ignoring accents and case as the server's search does. */

export interface Part {
  text: string;
  match: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** `text` cut in parts, the ones that are one of `words` (accents and case aside) marked. */
export function highlight(text: string, words: readonly string[]): Part[] {
  // Each folded character with the index of the character of `text` it comes from.
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const piece = fold(text[i]!);
    folded += piece;
    for (let k = 0; k < piece.length; k++) origin.push(i);
  }
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words.map(fold).filter(Boolean)) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1))
      for (let k = at; k < at + word.length; k++) marked[origin[k]!] = true;
  }
  const parts: Part[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}
