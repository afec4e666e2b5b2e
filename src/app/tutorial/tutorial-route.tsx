// /set/tutorial (no login): the tutorial; its buttons lead home, which the guards turn into the login
// page when nobody is signed in.
import { HOME_PATH } from '../../domain/app/routes';
import { TutorialScreen } from '../../screens/tutorial/tutorial-screen';

export default function TutorialRoute() {
  return <TutorialScreen homeHref={HOME_PATH} />;
}
