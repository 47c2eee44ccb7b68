/**
 * What an uploaded logo really is, judged by its bytes and never by its name or declared type:
 * PNG and JPEG by their signatures, SVG by its root element. An SVG is an XML document that can
 * carry scripts, so one with scripts, event handlers, `javascript:` addresses, embedded HTML or
 * entity declarations is refused.
 */
import type { LogoContentType } from '@shared/schemas/configs';
import { invalid } from '../../lib/errors';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** An XML declaration, comments and a DOCTYPE may precede the `<svg` root. */
const SVG_ROOT = /^(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg(?:[^>[]|\[[^\]]*\])*>|\s)*<svg[\s>]/;

const ACTIVE_CONTENT = [
  /<(?:[\w-]+:)?(?:script|foreignobject|iframe|embed|object)[\s/>]/,
  /[\s"'/]on[a-z]+\s*=/,
  /<!entity/,
];
const DANGEROUS_URL = /(?:javascript|vbscript):|data:text\/html/;

const LOGO_NOT_AN_IMAGE = 'El archivo no es una imagen PNG, JPEG o SVG válida.';
const LOGO_ACTIVE_SVG = 'El SVG contiene scripts o contenido activo y no se puede usar como logotipo.';

/** Numeric character references decoded, so `&#106;avascript:` reads as what a browser sees. */
const decodeCharacterReferences = (text: string) =>
  text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
    const point = code[0]!.toLowerCase() === 'x' ? Number.parseInt(code.slice(1), 16) : Number(code);
    return point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });

function svgText(content: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
    return SVG_ROOT.test(text) ? text : null;
  } catch {
    return null;
  }
}

/** The logo's content type; a 422 on the `logo` field when the bytes are not an acceptable image. */
export function logoContentType(content: Buffer): LogoContentType {
  if (content.subarray(0, 8).equals(PNG_SIGNATURE) && content.subarray(12, 16).toString('latin1') === 'IHDR') {
    return 'image/png';
  }
  if (content.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  const svg = svgText(content);
  if (svg === null) throw invalid({ logo: [LOGO_NOT_AN_IMAGE] });
  const decoded = decodeCharacterReferences(svg).toLowerCase();
  const compact = decoded.replace(/[\s\p{Cc}]+/gu, '');
  if (ACTIVE_CONTENT.some((pattern) => pattern.test(decoded)) || DANGEROUS_URL.test(compact)) {
    throw invalid({ logo: [LOGO_ACTIVE_SVG] });
  }
  return 'image/svg+xml';
}
