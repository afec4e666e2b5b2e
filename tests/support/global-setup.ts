// Runs once before a Vitest run: forget machine coverage records of earlier runs.
import { rmSync } from 'node:fs';
import { COVERAGE_DIR } from './model-paths';

export default function setup(): void {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
}
