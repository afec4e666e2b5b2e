import type { AreaViews } from '../view-entry';
import { LoginRoute } from './login-route';

/** In the main bundle: the login page is the first screen of a signed-out app. */
export const views: AreaViews = { login: { view: LoginRoute } };
