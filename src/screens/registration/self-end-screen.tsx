// The self-registration page's end pages (spec 2 §2): expired (the link can no longer be used) or
// complete (verification and registration are done; also the result page). Drawn as a whole page.
import { registrationMessages as m } from '../../domain/registration/messages';
import { Logo } from '../../ui/logo';
import './self-registration.css';

export function SelfEndScreen({ end }: { readonly end: 'expired' | 'complete' }) {
  return (
    <main className="page page-center self-reg-end">
      <Logo />
      <h1>{end === 'expired' ? m.selfExpired : m.selfComplete}</h1>
      <p>{m.selfCloseNote}</p>
    </main>
  );
}
