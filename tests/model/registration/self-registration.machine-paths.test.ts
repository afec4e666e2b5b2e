// The self-registration machine on its own: every generated path of the four groups replayed on the bare
// machine, together taking every transition (npm run coverage:machines).
import { afterAll, describe, expect, it } from 'vitest';
import { selfRegistrationMachine } from '../../../machines/registration/self-registration.machine';
import { allTransitionKeys, writeCoverage } from '../../support/model-paths';
import { replayOnMachine } from '../../support/replay';
import { contextKey, groupPaths, inert } from './self-registration.model';

const taken = new Set<string>();
const groups = groupPaths(new Set<string>());
afterAll(() => writeCoverage(selfRegistrationMachine, taken));

for (const { group, paths } of groups)
  describe(`self-registration machine: generated paths (${group.name})`, () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(1));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, group.input, path, taken, contextKey));
  });

describe('self-registration machine: coverage', () => {
  it('takes every transition', () => expect(allTransitionKeys(selfRegistrationMachine).filter((k) => !taken.has(k))).toEqual([]));
});
