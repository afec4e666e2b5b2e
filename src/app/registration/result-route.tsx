// /myCstmr/myCstmrReg/myCstmrRegResult (spec 2 §2, public): the message and the ways on. Going to the
// schedule registration is offered only once that route exists (it asks first).
import { navigate } from 'wouter/use-browser-location';
import { routeByName } from '../../domain/app/routes';
import { LIST_PATH } from '../../domain/customers/pages';
import { REGISTER_PATH } from '../../domain/registration/pages';
import { ResultScreen } from '../../screens/registration/result-screen';

export default function ResultRoute() {
  return <ResultScreen registerPath={REGISTER_PATH} listPath={LIST_PATH} schedulePath={routeByName('my-schedule-reg')?.path ?? null} go={(to) => navigate(to)} />;
}
