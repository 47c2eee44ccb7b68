/**
 * The sticker drawn to scale from the sample data, with the same layout rules, Code 128 bars and
 * QR as the PDF; it follows every change of the form.
 */
import type { Sticker, StickerData } from '@shared/schemas/stickers';
import QRCode from 'qrcode';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { code128Bars } from './code128';
import { type Box, barRects, LINE_HEIGHT, type Measure, POINTS_PER_MM, roughMeasure, stickerLayout } from './layout';

const FONT = 'Helvetica, Arial, "Liberation Sans", sans-serif';
/** Largest zoom (screen pixels per millimetre) and tallest preview. */
const MAX_SCALE = 6;
const MAX_HEIGHT_PX = 440;
/** Room left on each side of the label inside its frame (the frame has no side padding). */
const FRAME_GUTTER_PX = 14;

let canvas: HTMLCanvasElement | null = null;

/** Measures with a canvas in the preview's font; falls back to an average without one. */
const canvasMeasure: Measure = (text, size, bold) => {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return roughMeasure(text, size, bold);
  context.font = `${bold ? 'bold ' : ''}100px ${FONT}`;
  return ((context.measureText(text).width / 100) * size) / POINTS_PER_MM;
};

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
      viewBox={`0 0 ${path.size} ${path.size}`}
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
  const layout = useMemo(() => stickerLayout(sticker, data, canvasMeasure), [sticker, data]);
  const scale = Math.min(
    MAX_SCALE,
    Math.max(frameWidth - 2 * FRAME_GUTTER_PX, 0) / layout.width || MAX_SCALE,
    MAX_HEIGHT_PX / layout.height,
  );
  const mm = (value: number) => `${value * scale}px`;
  const box = (b: Box): CSSProperties => ({ left: mm(b.x), top: mm(b.y), width: mm(b.width), height: mm(b.height) });
  const font = (size: number, bold = false): CSSProperties => ({
    fontSize: mm(size / POINTS_PER_MM),
    fontWeight: bold ? 700 : 400,
    lineHeight: LINE_HEIGHT,
    fontFamily: FONT,
  });

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
        {layout.lines.map((line) => (
          <div
            key={`${line.y}-${line.text}`}
            className="sticker-line"
            style={{
              left: mm(layout.inner.x),
              top: mm(line.y),
              width: mm(layout.textWidth),
              ...font(line.size, line.bold),
            }}
          >
            {line.text}
          </div>
        ))}
        {layout.subject && (
          <div
            className="sticker-subject"
            style={{
              left: mm(layout.inner.x),
              top: mm(layout.subject.y),
              width: mm(layout.textWidth),
              WebkitLineClamp: layout.subject.maxLines,
              ...font(layout.subject.size),
            }}
          >
            {layout.subject.text}
          </div>
        )}
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
