// What the terms and certification sheets read from the registration-verification actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { mmss } from '../../src/domain/registration/rules';
import type { registrationVerificationMachine } from './registration-verification.machine';

type Snap = SnapshotFrom<typeof registrationVerificationMachine>;

/** Which sheet is open: the terms (also while the request goes out) or the certification. */
export const selectSheet = (s: Snap): 'terms' | 'certification' | null =>
  s.matches('terms') || s.matches('requesting') ? 'terms' : s.matches('certifying') ? 'certification' : null;
export const selectAgreements = (s: Snap) => s.context.agreements;
export const selectRequesting = (s: Snap) => s.matches('requesting');
export const selectAuthNo = (s: Snap) => s.context.athnNo;
/** The countdown as mm:ss. */
export const selectCountdown = (s: Snap) => mmss(s.context.remaining);
export const selectExpired = (s: Snap) => s.matches({ certifying: 'expired' });
/** The number can be typed and confirmed only while the countdown runs and nothing is being checked. */
export const selectCanConfirm = (s: Snap) => s.matches({ certifying: { live: { entry: 'entering' } } });
export const selectChecking = (s: Snap) => s.matches({ certifying: { live: { entry: 'checking' } } });
export const selectReissuing = (s: Snap) => s.matches({ certifying: 'reissuing' });
export const selectMessage = (s: Snap) => s.context.message;
