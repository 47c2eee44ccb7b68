/**
 * The advance widths of PDF's standard Helvetica and Helvetica-Bold (Adobe's AFM metrics, as pdfkit
 * reads them), in thousandths of the font size, for the characters the PDF's WinAnsi encoding
 * has. The sticker is laid out with them on both sides (src/shared/sticker-layout.ts): the server
 * prints in Helvetica, the preview draws in Helvetica or its metric twins (Arial, Liberation Sans).
 */

/** Line height with its gap, per point of size: (ascender − descender + line gap) / 1000. */
export const HELVETICA_LINE_HEIGHT = { regular: 1.156, bold: 1.19 };
/** Where the baseline sits below the top of a line, per point of size (ascender / 1000). */
export const HELVETICA_ASCENT = 0.718;

const CHARACTERS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~ ¡¢£¤¥¦§¨©ª«¬\u00ad®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

// biome-ignore format: a table
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500,
  667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333,
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500,
  722, 500, 500, 500, 334, 260, 334, 584, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333,
  737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667,
  667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778,
  722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278,
  278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500, 556, 222, 556, 333,
  1000, 556, 556, 333, 1000, 667, 333, 1000, 611, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944,
  500, 500,
];

// biome-ignore format: a table
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722,
  611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556,
  611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778,
  556, 556, 500, 389, 280, 389, 584, 278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737,
  333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722,
  722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722,
  722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
  611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556, 556, 278, 556, 500, 1000,
  556, 556, 333, 1000, 667, 333, 1000, 611, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 500,
  556,
];

const table = (widths: number[]) => new Map([...CHARACTERS].map((ch, i) => [ch, widths[i] as number]));
const WIDTHS = { regular: table(REGULAR), bold: table(BOLD) };
/** A character the encoding lacks prints as something; count it as wide as a digit. */
const UNKNOWN = 556;

/** The width of `text` in points at `size` points (kerning left out: at most a hair wider than printed). */
export function helveticaWidth(text: string, size: number, bold = false): number {
  const widths = bold ? WIDTHS.bold : WIDTHS.regular;
  let total = 0;
  for (const ch of text) total += widths.get(ch) ?? UNKNOWN;
  return (total * size) / 1000;
}
