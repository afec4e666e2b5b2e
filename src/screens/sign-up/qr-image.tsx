// A QR code drawn as SVG (crisp at any pixel ratio, no canvas needed), 210 px square.
import { useMemo } from 'react';
import { QR_MARGIN, QR_SIZE_PX, qrDrawing } from './qr-drawing';

export function QrImage({ text, label }: { readonly text: string; readonly label: string }) {
  const drawing = useMemo(() => qrDrawing(text), [text]);
  const box = drawing.modules + 2 * QR_MARGIN;
  return (
    <svg
      className="qr-image"
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      viewBox={`0 0 ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-modules={drawing.modules}
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
