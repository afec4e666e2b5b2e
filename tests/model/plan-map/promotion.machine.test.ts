// Model-based tests of the promotion page on the bare machine: every generated path, with the transitions
// recorded (together every transition).
import { afterAll, describe, expect, it } from 'vitest';
import { promotionMachine } from '../../../machines/plan-map/promotion.machine';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, inert, promotionPaths } from './promotion.model';

const taken = new Set<string>();
afterAll(() => writeCoverage(promotionMachine, taken));

describe('the promotion machine', () => {
  const paths = promotionPaths();
  it('generates paths', () => expect(paths.length).toBeGreaterThan(0));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, { sqno: 1 }, path, taken, contextKey));
  it('takes every transition', () => expect(allTransitionKeys(promotionMachine).filter((k) => !taken.has(k))).toEqual([]));
});
