// Notice popups: at start-up and as a page of their own.
import { defineArea } from '../shared/area';

export const popupsArea = defineArea({
  name: 'popups',
  routes: [
    /** A notice popup as a page of its own (the shell may open it in a new web view); it draws its own frame. */
    { name: 'popup', path: '/popup/:sqno', auth: true, logging: true, pageName: '공지 팝업', header: null, footer: false },
  ],
});
