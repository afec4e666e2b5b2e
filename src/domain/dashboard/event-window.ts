// The dashboard's event link shows only inside its window (spec 1 §2, §9), in Korea time.
export const EVENT_WINDOW = { start: Date.parse('2022-03-03T10:00:00+09:00'), end: Date.parse('2022-05-31T17:00:00+09:00') } as const;

export const isEventOpen = (now: Date): boolean => now.getTime() >= EVENT_WINDOW.start && now.getTime() <= EVENT_WINDOW.end;
