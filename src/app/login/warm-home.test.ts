// The home screen's code is asked for once the login page is up, once, when the browser is idle; a failed
// load is swallowed (the navigation after the sign-in loads and reports it).
import { describe, expect, it, vi } from 'vitest';
import { warmHomeOnLogin } from './warm-home';

function fakeApp() {
  const listeners = new Set<(s: never) => void>();
  return {
    subscribe(next: (s: never) => void) {
      listeners.add(next);
      return { unsubscribe: () => void listeners.delete(next) };
    },
    emit: (children: Record<string, unknown>) => listeners.forEach((l) => l({ children } as never)),
    listening: () => listeners.size,
  };
}

describe('warmHomeOnLogin', () => {
  it('loads home once the login page is up, at idle, and only once', async () => {
    const app = fakeApp();
    const idle: (() => void)[] = [];
    const load = vi.fn(async () => undefined);
    warmHomeOnLogin(app, (run) => void idle.push(run), load);
    app.emit({});
    expect(idle).toHaveLength(0);
    app.emit({ loginFlow: {} });
    app.emit({ loginFlow: {} });
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(load).toHaveBeenCalledOnce();
    expect(app.listening()).toBe(0);
  });

  it('leaves a failed load to the navigation (no unhandled rejection)', async () => {
    const app = fakeApp();
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    warmHomeOnLogin(app, (run) => run(), load);
    app.emit({ loginFlow: {} });
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });
});
