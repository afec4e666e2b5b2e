// The customer list machine with every actor and child provided on the app's runtime, and its pages
// opened through the History API (pushed; a return to the list or the detail search replaces the entry,
// as the header's back does); the PDF's window is reserved in the click and claimed by openPdf. Built in
// the customer pages' chunk.
import { navigate } from 'wouter/use-browser-location';
import { customerListMachine } from '../../../machines/customers/customer-list.machine';
import { detailSearchMachine } from '../../../machines/customers/detail-search.machine';
import { productSearchMachine } from '../../../machines/customers/product-search.machine';
import { saveListMachine } from '../../../machines/customers/save-list.machine';
import { savedListsMachine } from '../../../machines/customers/saved-lists.machine';
import { smsComposerMachine } from '../../../machines/customers/sms-composer.machine';
import type { Flows } from '../flows';
import { reservedLinkSlot } from '../reserved-link-slot';
import * as actors from './customers-actors';

const pages = {
  openPage: (_: unknown, { to }: { to: string }) => navigate(to),
  returnTo: (_: unknown, { to }: { to: string }) => navigate(to, { replace: true }),
};

export function provideCustomerList({ fromEffect, reserveExternalLink }: Pick<Flows, 'fromEffect' | 'reserveExternalLink'>, origin: string) {
  const pdfLink = reservedLinkSlot(reserveExternalLink);
  return customerListMachine.provide({
    actors: {
      loadCustomers: fromEffect(actors.loadCustomers),
      loadEpChoices: fromEffect(actors.loadEpChoices),
      saveBookmark: fromEffect(actors.saveBookmark),
      openPdf: fromEffect(actors.openPdf(origin, pdfLink.claim)),
      detailSearch: detailSearchMachine.provide({
        actors: { productSearch: productSearchMachine.provide({ actors: { loadProducts: fromEffect(actors.loadProducts) } }) },
        actions: pages,
      }),
      smsComposer: smsComposerMachine.provide({ actors: { loadTemplates: fromEffect(actors.loadTemplates), sendSms: fromEffect(actors.sendSms) } }),
      saveList: saveListMachine.provide({ actors: { saveList: fromEffect(actors.saveList) } }),
      savedLists: savedListsMachine.provide({ actors: { loadSavedLists: fromEffect(actors.loadSavedLists), deleteSavedList: fromEffect(actors.deleteSavedList) } }),
    } as never,
    actions: { ...pages, reserveExternalLink: pdfLink.reserve },
  });
}
