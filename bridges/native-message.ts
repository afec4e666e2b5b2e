// Decoding one native → web message (a JSON string or an object) into a response or an event.
// Anything that does not match the contract comes back as null, because a shell bug or a stray
// call must never throw inside the shell's evaluateJavascript or reach the app half-formed.
import { Option, Schema } from 'effect';
import { EventData, EventEnvelope, NativeResponse } from './contract';
import type { NativeEvent } from './contract';

export type NativeMessage =
  | { readonly type: 'response'; readonly response: NativeResponse }
  | { readonly type: 'event'; readonly event: NativeEvent };

const decodeResponse = Schema.decodeUnknownOption(NativeResponse);
const decodeEnvelope = Schema.decodeUnknownOption(EventEnvelope);

function parseText(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function decodeNativeMessage(raw: unknown): NativeMessage | null {
  try {
    const value = parseText(raw);
    const response = decodeResponse(value);
    if (Option.isSome(response)) return { type: 'response', response: response.value };
    const envelope = decodeEnvelope(value);
    if (Option.isNone(envelope)) return null;
    const { name, data } = envelope.value;
    // Events without fields (resumed, shake…) may come with no data, or null, at all.
    const fields = Schema.decodeUnknownOption(EventData[name] as Schema.Codec<object>)(data ?? {});
    if (Option.isNone(fields)) return null;
    return { type: 'event', event: { ...fields.value, name } as NativeEvent };
  } catch {
    // Hostile values (throwing getters, cyclic JSON) land here rather than in the shell.
    return null;
  }
}
