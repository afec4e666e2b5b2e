// A screen address's query string: the given fields in order, those without a value left out.
export function queryOf(o: Readonly<Record<string, string | number | undefined>>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}
