// Every area's calls with their handlers, keyed by the area (src/domain/areas.ts): an area's calls are what
// its contract modules export (callsOf), and the type makes every area answer here. server/areas.test.ts
// checks that each call has exactly one handler, in its own area.
import * as alertsContract from '../src/domain/alerts/contract';
import * as appContract from '../src/domain/app/contract';
import type { AreaName } from '../src/domain/areas';
import * as businessCardContract from '../src/domain/business-card/contract';
import * as commonPopupContract from '../src/domain/common-popup/contract';
import * as customersContract from '../src/domain/customers/contract';
import * as customerDetailContract from '../src/domain/customers/detail-contract';
import * as customerSectionsContract from '../src/domain/customers/sections-contract';
import * as customerIntegrationContract from '../src/domain/customers/integration-contract';
import * as dashboardContract from '../src/domain/dashboard/contract';
import * as dashboardScheduleContract from '../src/domain/dashboard/schedule-contract';
import * as scheduleContract from '../src/domain/schedule/contract';
import * as organisationContract from '../src/domain/organisation/contract';
import * as reportsContract from '../src/domain/reports/contract';
import * as faqContract from '../src/domain/faq/contract';
import * as plansContract from '../src/domain/plans/contract';
import * as surveysContract from '../src/domain/surveys/contract';
import * as planMapContract from '../src/domain/plan-map/contract';
import * as planMapPlanContract from '../src/domain/plan-map/plan-contract';
import * as cartContract from '../src/domain/cart/contract';
import * as eduQrContract from '../src/domain/edu-qr/contract';
import * as eduQrHistoryContract from '../src/domain/edu-qr/history-contract';
import * as loginContract from '../src/domain/login/contract';
import * as noticeContract from '../src/domain/notice/contract';
import * as outsideSitesContract from '../src/domain/outside-sites/contract';
import * as popupsContract from '../src/domain/popups/contract';
import * as registrationContract from '../src/domain/registration/contract';
import * as settingsContract from '../src/domain/settings/contract';
import * as signUpContract from '../src/domain/sign-up/contract';
import { callsOf, type AnyCall } from '../src/domain/shared/call';
import type { ApiCall } from './http/handle';
import { alertsCalls } from './routes/alerts';
import { appCalls } from './routes/app';
import { businessCardCalls } from './routes/business-card/calls';
import { commonPopupCalls } from './routes/common-popup';
import { customersCalls } from './routes/customers';
import { attendanceCalls } from './routes/dashboard/attendance';
import { dashboardCalls } from './routes/dashboard/dashboard';
import { scheduleCalls } from './routes/dashboard/schedule';
import { scheduleAreaCalls } from './routes/schedule';
import { organisationCalls } from './routes/organisation';
import { faqCalls, reportsCalls } from './routes/reports';
import { plansCalls } from './routes/plans';
import { surveysCalls } from './routes/surveys';
import { planMapCalls } from './routes/plan-map';
import { cartCalls } from './routes/cart';
import { eduQrCalls } from './routes/edu-qr';
import { loginCalls } from './routes/login';
import { noticeCalls } from './routes/notice';
import { outsideSitesCalls } from './routes/outside-sites';
import { popupsCalls } from './routes/popups';
import { registrationCalls } from './routes/registration';
import { settingsCalls } from './routes/settings';
import { signUpCalls } from './routes/sign-up/calls';

export interface AreaCalls {
  /** The calls the area's contract modules declare. */
  readonly calls: readonly AnyCall[];
  readonly handlers: readonly ApiCall[];
}

const area = (contracts: readonly Readonly<Record<string, unknown>>[], handlers: readonly ApiCall[]): AreaCalls => ({
  calls: contracts.flatMap(callsOf),
  handlers,
});

export const AREA_CALLS: Readonly<Record<AreaName, AreaCalls>> = {
  app: area([appContract], appCalls),
  login: area([loginContract], loginCalls),
  dashboard: area([dashboardContract, dashboardScheduleContract], [...dashboardCalls, ...scheduleCalls, ...attendanceCalls]),
  'business-card': area([businessCardContract], businessCardCalls),
  'outside-sites': area([outsideSitesContract], outsideSitesCalls),
  notice: area([noticeContract], noticeCalls),
  alerts: area([alertsContract], alertsCalls),
  'sign-up': area([signUpContract], signUpCalls),
  'edu-qr': area([eduQrContract, eduQrHistoryContract], eduQrCalls),
  settings: area([settingsContract], settingsCalls),
  popups: area([popupsContract], popupsCalls),
  customers: area([customersContract, customerDetailContract, customerIntegrationContract, customerSectionsContract], customersCalls),
  registration: area([registrationContract], registrationCalls),
  tutorial: area([], []),
  download: area([], []),
  // The outbox replays other areas' calls; it has none of its own.
  outbox: area([], []),
  'common-popup': area([commonPopupContract], commonPopupCalls),
  schedule: area([scheduleContract], scheduleAreaCalls),
  organisation: area([organisationContract], organisationCalls),
  reports: area([reportsContract], reportsCalls),
  faq: area([faqContract], faqCalls),
  plans: area([plansContract], plansCalls),
  surveys: area([surveysContract], surveysCalls),
  'plan-map': area([planMapContract, planMapPlanContract], planMapCalls),
  cart: area([cartContract], cartCalls),
};

/** Every contract call the server answers. */
export const API_CALLS: readonly ApiCall[] = Object.values(AREA_CALLS).flatMap((a) => a.handlers);
