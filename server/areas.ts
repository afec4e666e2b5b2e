// Every area's call handlers, keyed by the area (src/domain/areas.ts): the type makes each area answer
// here, and server/areas.test.ts checks that each contract call has exactly one handler, in its own area.
import type { AreaName } from '../src/domain/areas';
import type { ApiCall } from './http/handle';
import { alertsCalls } from './routes/alerts';
import { appCalls } from './routes/app';
import { businessCardCalls } from './routes/business-card/calls';
import { attendanceCalls } from './routes/dashboard/attendance';
import { dashboardCalls } from './routes/dashboard/dashboard';
import { scheduleCalls } from './routes/dashboard/schedule';
import { eduQrCalls } from './routes/edu-qr';
import { loginCalls } from './routes/login';
import { noticeCalls } from './routes/notice';
import { outsideSitesCalls } from './routes/outside-sites';
import { popupsCalls } from './routes/popups';
import { settingsCalls } from './routes/settings';
import { signUpCalls } from './routes/sign-up/calls';

export const AREA_HANDLERS: Readonly<Record<AreaName, readonly ApiCall[]>> = {
  app: appCalls,
  login: loginCalls,
  dashboard: [...dashboardCalls, ...scheduleCalls, ...attendanceCalls],
  'business-card': businessCardCalls,
  'outside-sites': outsideSitesCalls,
  notice: noticeCalls,
  alerts: alertsCalls,
  'sign-up': signUpCalls,
  'edu-qr': eduQrCalls,
  settings: settingsCalls,
  popups: popupsCalls,
  tutorial: [],
  download: [],
};

/** Every contract call the server answers. */
export const API_CALLS: readonly ApiCall[] = Object.values(AREA_HANDLERS).flat();
