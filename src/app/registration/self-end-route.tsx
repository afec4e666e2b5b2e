// The self-registration page's ends (spec 2 §2, public, not logged): the expired page, and the complete
// and result pages, which both say verification and registration are completed.
import { REGISTRATION_ROUTE_NAMES as R } from '../../domain/registration/pages';
import { SelfEndScreen } from '../../screens/registration/self-end-screen';
import type { RouteViewProps } from '../view-entry';

export default function SelfEndRoute({ route }: RouteViewProps) {
  return <SelfEndScreen end={route.route.name === R.selfExpired ? 'expired' : 'complete'} />;
}
