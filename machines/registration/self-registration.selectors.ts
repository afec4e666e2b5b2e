// What the self-registration page reads from its actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { mss } from '../../src/domain/registration/rules';
import { CHILD_SLOTS } from '../../src/domain/customers/customer-edit';
import type { selfRegistrationMachine } from './self-registration.machine';

type Snap = SnapshotFrom<typeof selfRegistrationMachine>;

const inForm = (s: Snap) => s.matches('form');
const editing = (s: Snap) => s.matches({ form: { user: 'editing' } });

/** The link is being checked (first load, or a reload after cancel or save). */
export const selectChecking = (s: Snap) => s.matches('starting') || s.matches('checking');
export const selectCheckError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** The planner who sent the link, once the form shows. */
export const selectPlanner = (s: Snap) => (inForm(s) ? (s.context.request?.plannerName ?? null) : null);
/** The form's values while it shows (null otherwise). */
export const selectForm = (s: Snap) => {
  if (!inForm(s)) return null;
  const { name, phone, memo, mobileTerms, marketing } = s.context;
  return { name, phone, memo, mobileTerms, marketing };
};
export const selectChildren = (s: Snap) => (inForm(s) ? s.context.children : []);
/** Another child block may be asked for (the alert says so at five). */
export const selectChildrenFull = (s: Snap) => s.context.children.length >= CHILD_SLOTS;
export const selectAllAgreed = (s: Snap) => s.context.mobileTerms && s.context.marketing;
/** The inputs take typing only while nothing else is going on (no alert, call or terms popup). */
export const selectEditable = (s: Snap) => editing(s);

/** The verification block: what the issue button says and allows, the code box, the m:ss. */
export const selectVerification = (s: Snap) => {
  const counting = s.matches({ form: { verification: 'counting' } });
  const verified = s.matches({ form: { verification: 'verified' } });
  return {
    issueLabel: verified ? ('verified' as const) : counting ? ('reissue' as const) : ('issue' as const),
    canIssue: editing(s) && !verified,
    canVerify: editing(s) && counting,
    code: s.context.code,
    countdown: counting ? mss(s.context.secondsLeft) : null,
    timedOut: s.matches({ form: { verification: 'timedOut' } }),
    verified,
  };
};
export const selectBusy = (s: Snap) => (['issuing', 'verifying', 'keying', 'saving'] as const).some((u) => s.matches({ form: { user: u } }));
export const selectSaving = (s: Snap) => s.matches({ form: { user: 'keying' } }) || s.matches({ form: { user: 'saving' } });
/** The term the popup shows (the URL hash names it). */
export const selectTerms = (s: Snap) => (s.matches({ form: { user: 'readingTerms' } }) ? s.context.terms : null);
export const selectMessage = (s: Snap) => (s.matches({ form: { user: 'alerting' } }) ? s.context.message : null);
