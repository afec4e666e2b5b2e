// Outside sites: the shortcut list and their single-sign-on tokens (no screen of its own).
import { defineArea } from '../shared/area';

export const outsideSitesArea = defineArea({
  name: 'outside-sites',
  routes: [],
});
