// The Korean message catalogue: every text a user reads that a rule or a test also names. Each area keeps
// its own texts in src/domain/<area>/messages.ts; screens and tests read them all through this one `msg`,
// so a message is written once. Keys are unique across areas (checked by messages.test.ts).
import { alertsMessages } from './alerts/messages';
import { appMessages } from './app/messages';
import { businessCardMessages } from './business-card/messages';
import { commonPopupMessages } from './common-popup/messages';
import { customerDetailMessages } from './customers/detail-messages';
import { customerSectionsMessages } from './customers/sections-messages';
import { customerIntegrationMessages } from './customers/integration-messages';
import { interestInfoMessages } from './customers/interest-messages';
import { childEditorMessages } from './customers/child-editor-messages';
import { centreRecordsMessages } from './customers/centre-records-messages';
import { customersMessages } from './customers/messages';
import { customersRefusals } from './customers/refusals';
import { dashboardMessages } from './dashboard/messages';
import { eduQrMessages } from './edu-qr/messages';
import { loginMessages } from './login/messages';
import { noticeMessages } from './notice/messages';
import { popupsMessages } from './popups/messages';
import { settingsMessages } from './settings/messages';
import { sharedMessages } from './shared/messages';
import { signUpMessages } from './sign-up/messages';
import { tutorialMessages } from './tutorial/messages';
import { organisationMessages } from './organisation/messages';
import { reportsMessages } from './reports/messages';
import { faqMessages } from './faq/messages';
import { plansMessages } from './plans/messages';
import { surveysMessages } from './surveys/messages';
import { cartMessages } from './cart/messages';
import { planMapMessages } from './plan-map/messages';
import { outboxMessages } from './outbox/messages';

/** Each area's catalogue, for the uniqueness check. */
export const MESSAGE_CATALOGUES = {
  login: loginMessages,
  shared: sharedMessages,
  app: appMessages,
  dashboard: dashboardMessages,
  'business-card': businessCardMessages,
  'common-popup': commonPopupMessages,
  popups: popupsMessages,
  tutorial: tutorialMessages,
  notice: noticeMessages,
  alerts: alertsMessages,
  'edu-qr': eduQrMessages,
  'sign-up': signUpMessages,
  settings: settingsMessages,
  customers: customersMessages,
  'customers-refusals': customersRefusals,
  'customer-detail': customerDetailMessages,
  'customer-sections': customerSectionsMessages,
  'customer-integration': customerIntegrationMessages,
  'centre-records': centreRecordsMessages,
  'interest-info': interestInfoMessages,
  'child-editor': childEditorMessages,
  organisation: organisationMessages,
  reports: reportsMessages,
  faq: faqMessages,
  plans: plansMessages,
  surveys: surveysMessages,
  cart: cartMessages,
  'plan-map': planMapMessages,
  outbox: outboxMessages,
} as const;

export const msg = {
  ...loginMessages,
  ...sharedMessages,
  ...appMessages,
  ...dashboardMessages,
  ...businessCardMessages,
  ...commonPopupMessages,
  ...popupsMessages,
  ...tutorialMessages,
  ...noticeMessages,
  ...alertsMessages,
  ...eduQrMessages,
  ...signUpMessages,
  ...settingsMessages,
  ...customersMessages,
  ...customersRefusals,
  ...customerDetailMessages,
  ...customerSectionsMessages,
  ...customerIntegrationMessages,
  ...centreRecordsMessages,
  ...interestInfoMessages,
  ...childEditorMessages,
  ...organisationMessages,
  ...reportsMessages,
  ...faqMessages,
  ...plansMessages,
  ...surveysMessages,
  ...cartMessages,
  ...planMapMessages,
  ...outboxMessages,
} as const;
