/**
 * The sticker drawn to scale from the sample data: the layout the PDF prints (@shared/sticker-layout),
 * the same Code 128 bars and QR; it follows every change of the form.
 */
import type { Sticker, StickerData } from '@shared/schemas/stickers';
import {
  type Box,
  barRects,
  POINTS_PER_MM,
  printedLines,
  QR_QUIET_MODULES,
  stickerLayout,
  type TextLine,
} from '@shared/sticker-layout';
import QRCode from 'qrcode';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { code128Bars } from './code128';

const FONT = 'Helvetica, Arial, "Liberation Sans", sans-serif';
/** Largest zoom (screen pixels per millimetre) and tallest preview. */
const MAX_SCALE = 6;
const MAX_HEIGHT_PX = 440;
/** Room left on each side of the label inside its frame (the frame has no side padding). */
const FRAME_GUTTER_PX = 14;

/** Arial's ascent and descent per unit of size, for a browser that cannot say (tests). */
const FALLBACK_METRICS = { ascent: 0.905, descent: 0.212 };
let metrics: typeof FALLBACK_METRICS | null = null;

/**
 * The ascent and descent of the font the browser draws the preview in, per unit of size. A line
 * whose CSS line height is exactly both has its baseline `ascent` below its top, so it can be put
 * where the layout puts the PDF's baseline whatever the font.
 */
function fontMetrics() {
  metrics ??= measure() ?? FALLBACK_METRICS;
  return metrics;
}

function measure() {
  const context = document.createElement('canvas').getContext('2d');
  if (!context?.measureText) return null;
  context.font = `100px ${FONT}`;
  const { fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent } = context.measureText('Hg');
  return ascent > 0 && descent > 0 ? { ascent: ascent / 100, descent: descent / 100 } : null;
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function QrCode({ text }: { text: string }) {
  const path = useMemo(() => {
    try {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
      let d = '';
      for (let row = 0; row < modules.size; row++) {
        for (let col = 0; col < modules.size; col++) {
          if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
        }
      }
      return { d, size: modules.size };
    } catch {
      return null;
    }
  }, [text]);
  if (!path) return <span className="sticker-qr-missing">QR</span>;
  return (
    <svg
      viewBox={`${-QR_QUIET_MODULES} ${-QR_QUIET_MODULES} ${path.size + 2 * QR_QUIET_MODULES} ${path.size + 2 * QR_QUIET_MODULES}`}
      width="100%"
      height="100%"
      shapeRendering="crispEdges"
      aria-hidden="true"
    >
      <path d={path.d} fill="#000" />
    </svg>
  );
}

function Barcode({ text, box }: { text: string; box: Box }) {
  const rects = useMemo(() => barRects(code128Bars(text), box), [text, box]);
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      width="100%"
      height="100%"
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      aria-hidden="true"
    >
      {rects.map((r) => (
        <rect key={r.x} x={r.x} y={r.y} width={r.width} height={r.height} fill="#000" />
      ))}
    </svg>
  );
}

/** Whether the template can be drawn at all (sizes within the schema's bounds). */
export function drawable(sticker: Sticker): boolean {
  return (
    sticker.width_mm >= 30 &&
    sticker.height_mm >= 15 &&
    sticker.margin_mm >= 0 &&
    sticker.margin_mm * 2 < Math.min(sticker.width_mm, sticker.height_mm) / 2 &&
    sticker.font_size >= 5 &&
    sticker.font_size <= 16
  );
}

export function StickerPreview({ sticker, data }: { sticker: Sticker; data: StickerData }) {
  const [frame, frameWidth] = useWidth<HTMLDivElement>();
  const layout = useMemo(() => stickerLayout(sticker, data), [sticker, data]);
  const scale = Math.min(
    MAX_SCALE,
    Math.max(frameWidth - 2 * FRAME_GUTTER_PX, 0) / layout.width || MAX_SCALE,
    MAX_HEIGHT_PX / layout.height,
  );
  const mm = (value: number) => `${value * scale}px`;
  const box = (b: Box): CSSProperties => ({ left: mm(b.x), top: mm(b.y), width: mm(b.width), height: mm(b.height) });
  const { ascent, descent } = fontMetrics();
  /** The line's box is exactly the font's ascent and descent, so its baseline falls on the layout's. */
  const text = (line: TextLine): CSSProperties => {
    const size = line.size / POINTS_PER_MM;
    return {
      left: mm(line.x),
      top: mm(line.baseline - ascent * size),
      fontSize: mm(size),
      fontWeight: line.bold ? 700 : 400,
      lineHeight: ascent + descent,
      fontFamily: FONT,
    };
  };

  return (
    <div ref={frame} className="sticker-frame">
      <div
        className="sticker-paper"
        style={{ width: mm(layout.width), height: mm(layout.height) }}
        role="img"
        aria-label={`Vista previa del sticker de ${sticker.width_mm} × ${sticker.height_mm} mm`}
        data-testid="sticker-preview"
      >
        <div className="sticker-margin" style={box(layout.inner)} aria-hidden="true" />
        {printedLines(layout).map((line) => (
          <div key={`${line.y}-${line.text}`} className="sticker-line" style={text(line)}>
            {line.text}
          </div>
        ))}
        {layout.qr && (
          <div className="sticker-code" style={box(layout.qr)}>
            <QrCode text={data.verification_url} />
          </div>
        )}
        {layout.barcode && (
          <div className="sticker-code" style={box(layout.barcode)}>
            <Barcode text={data.number} box={layout.barcode} />
          </div>
        )}
      </div>
    </div>
  );
}
