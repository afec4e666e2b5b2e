// The native → web channel: what the shell sends through EduPlannerWeb.receive, as JSON text or object,
// comes out as decoded events and responses; anything else is dropped without a throw (fast-check).
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription } from 'rxjs';
import { createNativeChannel } from './channel';
import type { NativeEvent, NativeResponse } from './contract';
import { shellWindow } from './shell-window';

const channel = createNativeChannel(window);
const receive = (message: unknown) => shellWindow(window).EduPlannerWeb!.receive(message);

let events: NativeEvent[];
let responses: NativeResponse[];
let subscriptions: Subscription[];

beforeEach(() => {
  events = [];
  responses = [];
  subscriptions = [channel.events$.subscribe((e) => events.push(e)), channel.responses$.subscribe((r) => responses.push(r))];
});
afterEach(() => subscriptions.forEach((s) => s.unsubscribe()));

describe('createNativeChannel', () => {
  it('installs one receiver per window and hands back the same channel', () => {
    const receiver = shellWindow(window).EduPlannerWeb;
    expect(createNativeChannel(window)).toBe(channel);
    expect(shellWindow(window).EduPlannerWeb).toBe(receiver);
    expect(typeof receiver?.receive).toBe('function');
  });

  it('gives every request a distinct id', () => {
    const ids = new Set(Array.from({ length: 500 }, () => channel.newId()));
    expect(ids.size).toBe(500);
  });
});

describe('events', () => {
  it.each<[string, unknown, NativeEvent]>([
    ['qrScanned', { type: 'event', name: 'qrScanned', data: { text: 'EDUQR-1' } }, { name: 'qrScanned', text: 'EDUQR-1' }],
    ['qrCancelled', { type: 'event', name: 'qrCancelled' }, { name: 'qrCancelled' }],
    ['beaconResult found', { type: 'event', name: 'beaconResult', data: { found: true, macAddress: 'AA:BB:CC:DD:EE:FF' } }, { name: 'beaconResult', found: true, macAddress: 'AA:BB:CC:DD:EE:FF' }],
    ['beaconResult not found', { type: 'event', name: 'beaconResult', data: { found: false } }, { name: 'beaconResult', found: false }],
    ['location', { type: 'event', name: 'location', data: { lat: 37.5, lng: 127.1, accuracy: 12.5 } }, { name: 'location', lat: 37.5, lng: 127.1, accuracy: 12.5 }],
    ['locationFailed', { type: 'event', name: 'locationFailed', data: { message: 'denied' } }, { name: 'locationFailed', message: 'denied' }],
    ['resumed', { type: 'event', name: 'resumed', data: {} }, { name: 'resumed' }],
    ['resumed with null data', { type: 'event', name: 'resumed', data: null }, { name: 'resumed' }],
    ['shake', { type: 'event', name: 'shake' }, { name: 'shake' }],
    ['pushToken', { type: 'event', name: 'pushToken', data: { token: 'fcm-123' } }, { name: 'pushToken', token: 'fcm-123' }],
    ['backPressed', { type: 'event', name: 'backPressed' }, { name: 'backPressed' }],
    ['pageMessage', { type: 'event', name: 'pageMessage', data: { data: { searchName: '김민지', n: [1, null] } } }, { name: 'pageMessage', data: { searchName: '김민지', n: [1, null] } }],
    ['extra fields dropped', { type: 'event', name: 'qrScanned', data: { text: 'x', name: 'shake', extra: 1 }, more: true }, { name: 'qrScanned', text: 'x' }],
  ])('%s, as an object and as JSON text', (_label, wire, expected) => {
    receive(wire);
    receive(JSON.stringify(wire));
    expect(events).toStrictEqual([expected, expected]);
    expect(responses).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['unknown event name', { type: 'event', name: 'explode', data: {} }],
    ['qrScanned without text', { type: 'event', name: 'qrScanned', data: {} }],
    ['qrScanned with a number', { type: 'event', name: 'qrScanned', data: { text: 42 } }],
    ['beacon found as a string', { type: 'event', name: 'beaconResult', data: { found: 'true' } }],
    ['location with NaN', { type: 'event', name: 'location', data: { lat: Number.NaN, lng: 1, accuracy: 1 } }],
    ['location as strings', { type: 'event', name: 'location', data: { lat: '37', lng: '127', accuracy: '1' } }],
    ['pushToken missing', { type: 'event', name: 'pushToken' }],
    ['wrong type', { type: 'evt', name: 'resumed' }],
    ['no type', { name: 'resumed' }],
    ['broken JSON text', '{"type":"event","name":"resumed"'],
    ['JSON text of a number', '42'],
    ['null', null],
    ['undefined', undefined],
    ['array', [{ type: 'event', name: 'resumed' }]],
  ])('ignores %s', (_label, wire) => {
    expect(() => receive(wire)).not.toThrow();
    expect(events).toEqual([]);
    expect(responses).toEqual([]);
  });
});

describe('responses', () => {
  it('passes ok and failed answers with their id', () => {
    receive({ type: 'response', id: 'ep-1', ok: true, data: 'v' });
    receive(JSON.stringify({ type: 'response', id: 'ep-2', ok: false, error: '권한 없음' }));
    receive({ type: 'response', id: 'ep-3', ok: true });
    expect(responses).toStrictEqual([
      { type: 'response', id: 'ep-1', ok: true, data: 'v' },
      { type: 'response', id: 'ep-2', ok: false, error: '권한 없음' },
      { type: 'response', id: 'ep-3', ok: true },
    ]);
    expect(events).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['no id', { type: 'response', ok: true, data: 1 }],
    ['empty id', { type: 'response', id: '', ok: true }],
    ['numeric id', { type: 'response', id: 7, ok: true }],
    ['ok as a string', { type: 'response', id: 'ep-1', ok: 'true' }],
    ['error as a number', { type: 'response', id: 'ep-1', ok: false, error: 500 }],
  ])('ignores a response with %s', (_label, wire) => {
    receive(wire);
    expect(responses).toEqual([]);
  });
});

describe('properties', () => {
  const validEvent = fc.oneof(
    fc.string().map((text) => ({ wire: { type: 'event', name: 'qrScanned', data: { text } }, event: { name: 'qrScanned', text } })),
    fc.string().map((token) => ({ wire: { type: 'event', name: 'pushToken', data: { token } }, event: { name: 'pushToken', token } })),
    fc.constantFrom('resumed', 'shake', 'backPressed', 'qrCancelled').map((name) => ({ wire: { type: 'event', name }, event: { name } })),
    fc.boolean().map((found) => ({ wire: { type: 'event', name: 'beaconResult', data: { found } }, event: { name: 'beaconResult', found } })),
  );
  const junk = fc.oneof(fc.anything(), fc.string(), fc.json(), fc.record({ type: fc.constantFrom('event', 'response'), name: fc.string(), id: fc.anything(), data: fc.anything() }));

  it('arbitrary values never throw and never reach subscribers', () => {
    fc.assert(
      fc.property(junk, (value) => {
        expect(() => receive(value)).not.toThrow();
        expect(events).toEqual([]);
        expect(responses).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('in a mix of valid and junk messages, exactly the valid events arrive, in order', () => {
    const item = fc.oneof(validEvent.map((v) => ({ valid: true as const, ...v })), junk.map((wire) => ({ valid: false as const, wire })));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), fc.boolean(), (items, asText) => {
        events.length = 0;
        for (const it of items) receive(asText && it.valid ? JSON.stringify(it.wire) : it.wire);
        expect(events).toStrictEqual(items.flatMap((it) => (it.valid ? [it.event] : [])));
      }),
      { numRuns: 200 },
    );
  });

  it('events with a corrupted field are dropped', () => {
    const notString = fc.anything().filter((v) => typeof v !== 'string');
    const notFinite = fc.oneof(fc.constantFrom(Number.NaN, Infinity, -Infinity, null), fc.string(), fc.boolean());
    const corrupted = fc.oneof(
      notString.map((text) => ({ type: 'event', name: 'qrScanned', data: { text } })),
      fc.anything().filter((v) => typeof v !== 'boolean').map((found) => ({ type: 'event', name: 'beaconResult', data: { found } })),
      notFinite.map((lat) => ({ type: 'event', name: 'location', data: { lat, lng: 127, accuracy: 5 } })),
      notString.map((message) => ({ type: 'event', name: 'locationFailed', data: { message } })),
    );
    fc.assert(
      fc.property(corrupted, (wire) => {
        receive(wire);
        expect(events).toEqual([]);
      }),
    );
  });
});
