// The link check every platform runs before a URL leaves the page (openExternalLink, openNewPage,
// appUpdate): the pure rule lives in src/domain/shared/safe-url.ts; this wraps it as an Effect.
import { Effect } from 'effect';
import { safeHttpUrl } from '../src/domain/shared/safe-url';
import { BridgeRejected } from './contract';
import type { BridgeAction } from './contract';

/** The normalised URL, or BridgeRejected. With `base`, same-origin paths are accepted too. */
export function safeLink(action: BridgeAction, raw: string, base?: string): Effect.Effect<string, BridgeRejected> {
  return Effect.suspend(() => {
    const url = safeHttpUrl(raw, base);
    return url === null ? Effect.fail(new BridgeRejected({ action, reason: 'unsafe-link' })) : Effect.succeed(url);
  });
}
