// A category's colour on a course tag: the same name always gets the same one of `tones` colours (the
// member detail's and own info's study lists).
export const categoryTone = (name: string, tones: number): number =>
  Array.from(name).reduce((n, ch) => (n + (ch.codePointAt(0) ?? 0)) % tones, 0);
