import { DEFAULT_STICKER, type StickerData } from '@shared/schemas/stickers';
import { POINTS_PER_MM, printedLines, stickerLayout } from '@shared/sticker-layout';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { StickerPreview } from './StickerPreview';

const DATA: StickerData = {
  institution: 'Municipalidad Provincial de Ejemplo',
  number: 'ING-2026-000123',
  received_at: '2026-11-20T15:05:00Z',
  folios: 12,
  sender: 'Juan Carlos Mendoza Ríos',
  destination_office: 'Oficina de Asesoría Jurídica',
  received_by: 'María Quispe Huamán',
  subject: 'Solicitud de acceso a la información pública sobre la obra del parque zonal',
  verification_code: '7K3M9QXD',
  verification_url: 'http://folio.test/verificar/ING-2026-000123?codigo=7K3M9QXD',
};

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);

afterEach(() => act(() => root.render(null)));

describe('StickerPreview', () => {
  it('draws the lines of the shared layout, each with its baseline where the PDF puts it', () => {
    act(() => root.render(<StickerPreview sticker={DEFAULT_STICKER} data={DATA} />));
    const layout = stickerLayout(DEFAULT_STICKER, DATA);
    const lines = printedLines(layout);
    const drawn = [...container.querySelectorAll<HTMLElement>('.sticker-line')];
    expect(drawn.map((line) => line.textContent)).toEqual(lines.map((line) => line.text));
    expect(drawn.at(-2)?.textContent).toBe('Código: 7K3M-9QXD');
    expect(drawn.at(-1)?.textContent).toBe(DATA.number);

    // No frame width in a test: the largest zoom, 6 px per millimetre. The line box is the font's
    // ascent plus descent (Arial's here), so its top is the baseline less the ascent.
    const px = (value: string) => Number.parseFloat(value);
    drawn.forEach((element, i) => {
      const line = lines[i]!;
      const size = line.size / POINTS_PER_MM;
      expect(px(element.style.fontSize)).toBeCloseTo(size * 6, 4);
      expect(px(element.style.top) + 0.905 * px(element.style.fontSize)).toBeCloseTo(line.baseline * 6, 4);
      expect(Number(element.style.lineHeight)).toBeCloseTo(0.905 + 0.212, 9);
      expect(px(element.style.left)).toBeCloseTo(line.x * 6, 4);
      expect(element.style.fontWeight).toBe(line.bold ? '700' : '400');
    });
    expect(container.querySelectorAll('.sticker-code svg')).toHaveLength(2);
  });
});
