// /myCstmr/myCstmrView/popAgreeInfo (spec 2 §2): the consent information popup, public and not logged;
// its text is fixed (src/domain/customers/consent.ts), so it needs no actor.
import { ConsentScreen } from '../../screens/customers/consent-screen';

export default function ConsentRoute() {
  return <ConsentScreen />;
}
