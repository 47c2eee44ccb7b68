/**
 * Upload names are shown to people, never used to store or find a file (the store names files
 * by their SHA-256). They are still cleaned so a name cannot mislead or break a page or header:
 * no directories, control or bidirectional-override characters, reserved characters, leading
 * dots, or unbounded length.
 */

export const MAX_NAME_LENGTH = 200;
const FALLBACK = 'archivo';

// Control characters (C0, DEL, C1) and Unicode bidi controls that could disguise an extension.
const BIDI_AND_BOM = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};
// Half of a UTF-16 surrogate pair is no character at all (and not valid UTF-8 for the database).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const withoutInvisible = (text: string) =>
  [...text.replace(BIDI_AND_BOM, '').replace(LONE_SURROGATE, '')].filter((c) => !isControl(c)).join('');
const RESERVED = /[<>:"|?*]/g;

/** The extension (lower case, no dot) of a name, or '' when it has none. */
export function extensionOf(name: string): string {
  const match = /\.([^.]+)$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

/** A safe display name: the last path segment, cleaned, at most MAX_NAME_LENGTH characters keeping the extension. */
export function sanitizeFilename(raw: string): string {
  let name = withoutInvisible(raw.normalize('NFC'));
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(RESERVED, '_').replace(/\s+/g, ' ').trim();
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (name === '') return FALLBACK;
  const chars = [...name];
  if (chars.length <= MAX_NAME_LENGTH) return name;
  const extension = extensionOf(name);
  const suffix = extension && extension.length <= 10 ? `.${extension}` : '';
  return `${chars
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `inline|attachment; filename="ascii fallback"; filename*=UTF-8''…` (RFC 6266 / RFC 5987). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
