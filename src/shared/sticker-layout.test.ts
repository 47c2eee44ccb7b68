import { describe, expect, it } from 'vitest';
import { helveticaWidth } from './helvetica';
import { DEFAULT_STICKER, type Sticker, type StickerData } from './schemas/stickers';
import { barRects, POINTS_PER_MM, stickerLayout, textWidth } from './sticker-layout';

const DATA: StickerData = {
  institution: 'Municipalidad Provincial de Ejemplo',
  number: 'ING-2026-000123',
  received_at: '2026-11-20T15:05:00Z',
  folios: 12,
  sender: 'Juan Carlos Mendoza Ríos',
  destination_office: 'Oficina de Asesoría Jurídica',
  received_by: 'María Quispe Huamán',
  subject: 'Solicitud de acceso a la información pública',
  verification_code: '7K3M9QXD',
  verification_url: 'http://folio.test/verificar/ING-2026-000123?codigo=7K3M9QXD',
};

/** Every line inside the room left of the QR and above the barcode, none over the next. */
function expectWithinBounds(sticker: Sticker, data: StickerData) {
  const layout = stickerLayout(sticker, data);
  const right = layout.qr ? layout.qr.x - 1.5 : layout.inner.x + layout.inner.width;
  const bottom = layout.barcode ? layout.barcode.y : layout.inner.y + layout.inner.height;
  let top = layout.inner.y;
  for (const line of layout.lines) {
    expect(line.y).toBeCloseTo(top, 9);
    expect(line.x + textWidth(line.text, line.size, line.bold)).toBeLessThanOrEqual(right + 1e-9);
    top = line.y + line.height;
    expect(top).toBeLessThanOrEqual(bottom + 1e-9);
  }
  return layout;
}

describe('helveticaWidth', () => {
  it('adds the AFM widths of the characters, accented ones included', () => {
    expect(helveticaWidth('AV', 7)).toBeCloseTo(9.338, 6);
    expect(helveticaWidth('Ñ', 10, true)).toBeCloseTo(7.22, 6);
    expect(helveticaWidth('ING-2026', 1000, true)).toBe(278 + 722 + 778 + 333 + 4 * 556);
  });
});

describe('stickerLayout', () => {
  it('puts the QR top right, the barcode under the text and the lines in print order', () => {
    const layout = expectWithinBounds(DEFAULT_STICKER, DATA);
    expect(layout.inner).toEqual({ x: 2, y: 2, width: 76, height: 46 });
    expect(layout.qr?.x).toBeCloseTo(78 - 30.4, 9);
    expect(layout.qr?.y).toBe(2);
    expect(layout.qr?.width).toBeCloseTo(30.4, 9);
    expect(layout.qr?.height).toBeCloseTo(30.4, 9);
    expect(layout.barcode?.x).toBe(2);
    // Above the readable line: 80 % of the font size, a regular line's height.
    expect(layout.barcode?.y).toBeCloseTo(48 - (5.6 * 1.156) / POINTS_PER_MM - 0.5 - 11.5, 9);
    expect(layout.barcode?.width).toBeCloseTo(76 - 30.4 - 1.5, 9);
    expect(layout.lines.map((l) => l.text)).toEqual([
      'Municipalidad Provincial de Ejemplo',
      'ING-2026-000123',
      'Recibido: 20/11/2026 10:05',
      'Folios: 12',
      'Remitente: Juan Carlos Mendoza Ríos',
      'Destino: Oficina de Asesoría Jurídica',
      'Recibido por: María Quispe Huamán',
      'Asunto: Solicitud de acceso a la',
      'información pública',
    ]);
    const [institution, number] = layout.lines;
    expect(institution).toMatchObject({ bold: true, size: 7 });
    expect(number?.size).toBeCloseTo(9.1, 9);
    // pdfkit's Helvetica: the baseline 0.718 of the size below the top; bold lines a little taller.
    expect(number?.baseline).toBeCloseTo((number?.y ?? 0) + (9.1 * 0.718) / POINTS_PER_MM, 9);
    expect(institution?.height).toBeCloseTo((7 * 1.19) / POINTS_PER_MM, 9);
    expect(layout.lines[2]?.height).toBeCloseTo((7 * 1.156) / POINTS_PER_MM, 9);
  });

  it('wraps the subject over the room left and ends it in an ellipsis when it does not fit', () => {
    const sticker = { ...DEFAULT_STICKER, width_mm: 100, height_mm: 50, qr: false, subject_length: 300 };
    const subject = `${DATA.subject} presentada por el vecino para conocer los gastos de la obra del parque zonal del distrito, sus contratos, adendas, valorizaciones y liquidación final`;
    const layout = expectWithinBounds(sticker, { ...DATA, subject });
    const lines = layout.lines.slice(8).map((l) => l.text);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.startsWith('Asunto: Solicitud de acceso')).toBe(true);
    expect(lines.at(-1)?.endsWith('…')).toBe(true);
    // Word after word as written, up to the cut.
    expect(`Asunto: ${subject}`.startsWith(lines.join(' ').replace(/…$/, ''))).toBe(true);
  });

  it('leaves out hidden and missing fields and cuts the subject to its excerpt', () => {
    const sticker = {
      ...DEFAULT_STICKER,
      fields: { ...DEFAULT_STICKER.fields, institution: false, received_by: false },
      subject_length: 20,
    };
    const layout = expectWithinBounds(sticker, { ...DATA, sender: null });
    expect(layout.lines.map((l) => l.text)).toEqual([
      'ING-2026-000123',
      'Recibido: 20/11/2026 10:05',
      'Folios: 12',
      'Destino: Oficina de Asesoría Jurídica',
      'Asunto: Solicitud de acceso…',
    ]);
  });

  it('shrinks the number to keep it whole on the smallest sticker', () => {
    const tiny = { ...DEFAULT_STICKER, width_mm: 30, height_mm: 15, margin_mm: 1 };
    const layout = expectWithinBounds(tiny, DATA);
    // Under the bars, whole, when the text above has no room left for it.
    expect(layout.barcodeText?.text).toBe(DATA.number);
    const number = stickerLayout({ ...tiny, barcode: false }, DATA).lines.find((l) => l.text === DATA.number);
    expect(number).toBeDefined();
    expect(number?.size).toBeLessThan(tiny.font_size * 1.3);
    expect(number?.size).toBeGreaterThanOrEqual(4);
  });

  it('centres the verification code under the QR, shrinking the QR only when the code has no room', () => {
    const layout = stickerLayout(DEFAULT_STICKER, DATA);
    const { qr, code } = layout;
    expect(code?.text).toBe('Código: 7K3M-9QXD');
    expect(code?.bold).toBe(true);
    expect(code?.y).toBeCloseTo((qr?.y ?? 0) + (qr?.height ?? 0) + 0.75, 9);
    const middle = (code?.x ?? 0) + textWidth(code?.text ?? '', code?.size ?? 0, true) / 2;
    expect(middle).toBeCloseTo((qr?.x ?? 0) + (qr?.width ?? 0) / 2, 9);

    const flat = stickerLayout({ ...DEFAULT_STICKER, width_mm: 100, height_mm: 25 }, DATA);
    expect((flat.code?.y ?? 0) + (flat.code?.height ?? 0)).toBeLessThanOrEqual(flat.inner.y + flat.inner.height + 1e-9);
    expect(flat.qr?.height).toBeLessThan(flat.inner.height);

    // Too narrow for the label: the bare code, whole, within the QR's width.
    const tiny = stickerLayout({ ...DEFAULT_STICKER, width_mm: 30, height_mm: 15, margin_mm: 1 }, DATA);
    expect(tiny.code?.text).toBe('7K3M-9QXD');
    expect(textWidth(tiny.code?.text ?? '', tiny.code?.size ?? 0, true)).toBeLessThanOrEqual(
      (tiny.qr?.width ?? 0) + 1e-9,
    );
  });

  it('prints the code as a line after the number when there is no QR', () => {
    const layout = expectWithinBounds({ ...DEFAULT_STICKER, qr: false }, DATA);
    expect(layout.code).toBeNull();
    expect(layout.lines[2]).toMatchObject({ text: 'Código: 7K3M-9QXD', bold: true });
  });

  it('prints the number under the barcode, centred, inside the margin and clear of the bars', () => {
    for (const sticker of [DEFAULT_STICKER, { ...DEFAULT_STICKER, width_mm: 30, height_mm: 15, margin_mm: 1 }]) {
      const layout = stickerLayout(sticker, DATA);
      const { barcode, barcodeText } = layout;
      expect(barcodeText?.text).toBe(DATA.number);
      expect(barcodeText?.y).toBeGreaterThanOrEqual((barcode?.y ?? 0) + (barcode?.height ?? 0) - 1e-9);
      expect((barcodeText?.y ?? 0) + (barcodeText?.height ?? 0)).toBeCloseTo(layout.inner.y + layout.inner.height, 9);
      const middle = (barcodeText?.x ?? 0) + textWidth(DATA.number, barcodeText?.size ?? 0) / 2;
      expect(middle).toBeCloseTo((barcode?.x ?? 0) + (barcode?.width ?? 0) / 2, 9);
    }
    expect(stickerLayout({ ...DEFAULT_STICKER, barcode: false }, DATA).barcodeText).toBeNull();
  });

  it('fills the whole label with text when it has no codes', () => {
    const layout = expectWithinBounds({ ...DEFAULT_STICKER, qr: false, barcode: false }, DATA);
    expect(layout.qr).toBeNull();
    expect(layout.barcode).toBeNull();
    expect(layout.lines[0]?.text).toBe(DATA.institution);
    expect(layout.lines.at(-1)?.text).toBe(`Asunto: ${DATA.subject}`);
  });
});

describe('barRects', () => {
  it('leaves the quiet zone, centres the symbol and caps the module width at half a millimetre', () => {
    const box = { x: 5, y: 30, width: 200, height: 10 };
    const rects = barRects([2, 1, 3, 1], box);
    // 27 modules of half a millimetre: 13.5 mm centred in 200 leave 93.25 mm, then 5 mm of quiet zone.
    expect(rects).toEqual([
      { x: 98.25, y: 0, width: 1, height: 10 },
      { x: 99.75, y: 0, width: 1.5, height: 10 },
    ]);
  });

  it('narrows the modules to fit the box', () => {
    const rects = barRects([1, 1, 1], { x: 0, y: 0, width: 23, height: 4 });
    // 3 modules and 20 of quiet zone in 23 mm: 1 mm each would be too wide, so 0.5 (11.5 mm, centred).
    expect(rects[0]?.x).toBe(5.75 + 5);
    const narrow = barRects([1, 1, 1], { x: 0, y: 0, width: 4.6, height: 4 });
    expect(narrow[0]?.x).toBeCloseTo(2, 9);
    expect(narrow[1]?.x).toBeCloseTo(2.4, 9);
  });
});
