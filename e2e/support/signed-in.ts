// Signed-in browser state without the login form, for specs about what a screen looks like rather than
// how one signs in: a session issued by the real server (auto-login, as the app keeps it) and this
// month's medals and today's popups marked as seen, so no modal covers the screen. Same storage keys
// as src/services (session-store, ui-memory).
import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';
import { PASSWORD } from './app';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const META = { deviceUuid: 'e2e-layout-device', appVersion: '1.0.0' };

/** The device's month and day in Korea, as the app computes them (src/domain/format). */
function kstToday(now = Date.now()) {
  const k = new Date(now + 9 * 3_600_000);
  return { yyyymm: `${k.getUTCFullYear()}${String(k.getUTCMonth() + 1).padStart(2, '0')}`, day: k.toISOString().slice(0, 10) };
}

export async function signedInState(request: APIRequestContext, baseURL: string, userId: string): Promise<StorageState> {
  const res = await request.post(`${baseURL}/api/v1/auth/issueAuthToken`, {
    headers: { Authorization: `Basic ${Buffer.from('eduplanner-web:').toString('base64')}` },
    form: { userId, password: PASSWORD, autoLoginYn: 'Y', ...META },
  });
  const body = (await res.json()) as { rt: string; data?: unknown; rtMsg?: string };
  if (!body.data) throw new Error(`sign-in of ${userId} failed: ${body.rt} ${body.rtMsg ?? ''}`);
  const { yyyymm, day } = kstToday();
  const seen = {
    medals: ['소스등록', '진단서비스', '상담'].flatMap((name) => ['gold', 'silver', 'bronze'].map((type) => ({ name, type, yyyymm }))),
    popups: Array.from({ length: 10 }, (_, i) => ({ sqno: i + 1, ppupTyp: '0', date: day })),
  };
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'ep.session', value: JSON.stringify(body.data) },
          { name: 'ep.device', value: JSON.stringify(META.deviceUuid) },
          { name: `ep.ui.${userId}`, value: JSON.stringify(seen) },
        ],
      },
    ],
  };
}

/** Signs `page` in before its first load: the session and seen-marks go into storage where absent. */
export async function signInWithoutForm(page: Page, request: APIRequestContext, baseURL: string, userId: string): Promise<void> {
  const entries = (await signedInState(request, baseURL, userId)).origins[0]!.localStorage;
  await page.addInitScript((list) => {
    for (const { name, value } of list) if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
  }, entries);
}
