// The outbox's wait before it tries again after a send met no network (its model tests: tests/model/outbox).
import { describe, expect, it } from 'vitest';
import { OFFLINE_RETRY_MS, offlineRetryMs } from './outbox.machine';

describe('the outbox’s wait before trying again', () => {
  it('doubles from 2 s after each send in a row that met no network, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(offlineRetryMs)).toEqual([2000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(OFFLINE_RETRY_MS).toBe(30_000);
  });
});
