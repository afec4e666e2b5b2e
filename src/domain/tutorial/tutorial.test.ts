// The tutorial's slides and buttons (spec 1 §2): eight slides; skip up to index 6, start from index 7.
import { describe, expect, it } from 'vitest';
import { TUTORIAL_SLIDES, tutorialButton } from './tutorial';

describe('tutorial', () => {
  it('has the eight slides of the spec, in order', () => {
    expect(TUTORIAL_SLIDES.map((s) => s.key)).toEqual(['attendance', 'footer', 'register', 'customers', 'search', 'planmap', 'cart', 'plan']);
    for (const s of TUTORIAL_SLIDES) expect(s.title.length * s.text.length).toBeGreaterThan(0);
  });

  it.each([
    [0, 'skip'],
    [3, 'skip'],
    [6, 'skip'],
    [7, 'start'],
  ] as const)('slide index %i shows %s', (index, button) => {
    expect(tutorialButton(index)).toBe(button);
  });
});
