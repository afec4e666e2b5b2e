// Text in the server's PDFs (the customer list, a customer's plan): lines that fit a width.
import type { PDFFont } from 'pdf-lib';

/** Splits text into lines no wider than `width` (by character: Korean has no spaces to break on reliably). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line !== '' && font.widthOfTextAtSize(line + ch, size) > width) {
      lines.push(line);
      line = ch.trimStart();
    } else line += ch;
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}
