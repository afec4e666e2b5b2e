// The number check every platform runs before a phone number leaves the page (dial): the pure rule
// lives in src/domain/shared/phone-dial.ts; this wraps it as an Effect, as safe-link.ts does for links.
import { Effect } from 'effect';
import { dialablePhone } from '../src/domain/shared/phone-dial';
import { BridgeRejected } from './contract';
import type { BridgeAction } from './contract';

/** The digits to dial, or BridgeRejected 'unsafe-phone'. */
export function safePhone(action: BridgeAction, raw: string): Effect.Effect<string, BridgeRejected> {
  return Effect.suspend(() => {
    const digits = dialablePhone(raw);
    return digits === null ? Effect.fail(new BridgeRejected({ action, reason: 'unsafe-phone' })) : Effect.succeed(digits);
  });
}
