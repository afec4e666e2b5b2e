// Server-rendered pages: HTML escaping for every interpolated value, and a small page shell (no
// scripts, no inline styles: the CSP allows only same-origin stylesheets).

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A tagged template that escapes every value unless it is already Html. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const part = (v: unknown): string =>
  v instanceof Html ? v.text : Array.isArray(v) ? v.map(part).join('') : escapeHtml(String(v ?? ''));

export function html(strings: TemplateStringsArray, ...values: readonly unknown[]): Html {
  return new Html(strings.reduce((out, s, i) => out + part(values[i - 1]) + s));
}

/** The shell of a server page: the app's icon (a browser asks for one: without it, a 404 for /favicon.ico) and one stylesheet. */
export function page(title: string, stylesheet: string, body: Html): string {
  return `<!doctype html>\n${html`<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="stylesheet" href="${stylesheet}"></head><body>${body}</body></html>`.text}`;
}
