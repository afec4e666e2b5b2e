// The QR code of a text as SVG path data (spec 1 §9: error correction H; 210 px on screen): one square
// per dark module, joined into runs per row, inside a 4-module quiet zone. Pure, so tests can compare a
// rendered code with the one the text must give.
import QRCode from 'qrcode';

export const QR_SIZE_PX = 210;
export const QR_MARGIN = 4;

export interface QrDrawing {
  /** Modules per side, without the quiet zone. */
  readonly modules: number;
  readonly path: string;
}

export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const n = modules.size;
  let path = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      path += `M${start + QR_MARGIN} ${y + QR_MARGIN}h${x - start}v1h${start - x}z`;
    }
  }
  return { modules: n, path };
}
