// Every area of the app, in one list: the route table is collected from here, so a new screen is declared
// in its own area (src/domain/<area>/area.ts) and an area is registered once, below. The server collects
// each area's calls (its contract modules) with their handlers in server/areas.ts.
import { alertsArea } from './alerts/area';
import { appArea } from './app/area';
import { businessCardArea } from './business-card/area';
import { commonPopupArea } from './common-popup/area';
import { customersArea } from './customers/area';
import { dashboardArea } from './dashboard/area';
import { downloadArea } from './download/area';
import { eduQrArea } from './edu-qr/area';
import { loginArea } from './login/area';
import { noticeArea } from './notice/area';
import { outsideSitesArea } from './outside-sites/area';
import { popupsArea } from './popups/area';
import { registrationArea } from './registration/area';
import { scheduleArea } from './schedule/area';
import { settingsArea } from './settings/area';
import { signUpArea } from './sign-up/area';
import { tutorialArea } from './tutorial/area';
import { organisationArea } from './organisation/area';
import { reportsArea } from './reports/area';
import { faqArea } from './faq/area';
import { plansArea } from './plans/area';
import { surveysArea } from './surveys/area';
import { planMapArea } from './plan-map/area';
import { cartArea } from './cart/area';
import { outboxArea } from './outbox/area';

export const AREAS = [dashboardArea, customersArea, businessCardArea, noticeArea, alertsArea, signUpArea, eduQrArea, settingsArea, popupsArea, tutorialArea, loginArea, appArea, downloadArea, outsideSitesArea, commonPopupArea, registrationArea, scheduleArea, organisationArea, reportsArea, faqArea, plansArea, surveysArea, planMapArea, cartArea, outboxArea] as const;

export type AreaName = (typeof AREAS)[number]['name'];

/** The route table (first match wins; no two paths overlap). */
export const ROUTES = [
  ...dashboardArea.routes,
  ...customersArea.routes,
  ...businessCardArea.routes,
  ...noticeArea.routes,
  ...alertsArea.routes,
  ...signUpArea.routes,
  ...eduQrArea.routes,
  ...settingsArea.routes,
  ...popupsArea.routes,
  ...tutorialArea.routes,
  ...loginArea.routes,
  ...appArea.routes,
  ...downloadArea.routes,
  ...outsideSitesArea.routes,
  ...commonPopupArea.routes,
  ...registrationArea.routes,
  ...scheduleArea.routes,
  ...organisationArea.routes,
  ...reportsArea.routes,
  ...faqArea.routes,
  ...plansArea.routes,
  ...surveysArea.routes,
  ...planMapArea.routes,
  ...cartArea.routes,
  ...outboxArea.routes,
] as const;
