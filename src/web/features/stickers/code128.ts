/**
 * Code 128 for the designer's preview (the PDF draws its own with bwip-js): code set B for text,
 * switching to C for runs of four or more digits as bwip-js does. Answers the bar/space widths in
 * modules, starting with a bar, as bwip-js does.
 */

/** The 107 symbols (values 0–105 and stop), as widths bar, space, bar, space, bar, space (stop: 7). */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];

const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;
const STOP = 106;

const digitRun = (text: string, from: number) => {
  let end = from;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end - from;
};

/** The symbol values of `text` (printable ASCII; anything else becomes "?"), start and check included. */
export function code128Values(text: string): number[] {
  const chars = [...text].map((c) => (c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 126 ? c : '?')).join('');
  const values: number[] = [];
  const firstRun = digitRun(chars, 0);
  let setC = firstRun >= 4 || (firstRun === 2 && chars.length === 2);
  values.push(setC ? START_C : START_B);
  let i = 0;
  while (i < chars.length) {
    if (setC) {
      if (digitRun(chars, i) >= 2) {
        values.push(Number(chars.slice(i, i + 2)));
        i += 2;
        continue;
      }
      values.push(CODE_B);
      setC = false;
    }
    const run = digitRun(chars, i);
    if (run >= 4) {
      // An odd run keeps its first digit in B.
      if (run % 2 === 1) values.push(chars.charCodeAt(i++) - 32);
      values.push(CODE_C);
      setC = true;
      continue;
    }
    values.push(chars.charCodeAt(i++) - 32);
  }
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  values.push(check, STOP);
  return values;
}

/** Bar and space widths in modules, bar first (without quiet zones). */
export function code128Bars(text: string): number[] {
  return code128Values(text).flatMap((value) => [...PATTERNS[value]!].map(Number));
}
