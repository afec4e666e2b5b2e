// The business-card machine's actors on the Effect runtime: the card (card/profile) with the configured
// card-making site (site/list), sending it to a customer (sendProfile), and the card-making site opened
// through the shell with the SSO token.
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import type { LoadedCard } from '../../../machines/business-card/business-card.machine';
import { siteList } from '../../domain/outside-sites/contract';
import { cardProfile, sendProfile } from '../../domain/business-card/contract';
import { getSsoToken } from '../../domain/outside-sites/contract';
import { linkOf, type SiteLink, siteLinks, siteUrl } from '../../domain/outside-sites/outside-sites';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

export const loadCard = ({ targetId }: { readonly targetId: string }) =>
  Api.use((a) =>
    Effect.all([a.call(cardProfile, { targetId }), a.call(siteList, {})], { concurrency: 'unbounded' }).pipe(
      Effect.map(([card, sites]): LoadedCard => ({ card, editor: linkOf(siteLinks(sites.list), 'CARD') })),
    ),
  );

export const sendCard = ({ telNo }: { readonly telNo: string }) => Api.use((a) => a.call(sendProfile, { telNo })).pipe(Effect.asVoid);

/** A failed token call fails here (the machine shows its message); an empty token opens the plain site. */
export const openCardEditor = (editor: SiteLink) =>
  Effect.gen(function* () {
    const sso = editor.sso ? yield* Api.use((a) => a.call(getSsoToken, {})) : null;
    yield* NativeBridge.use((bridge) => bridge.openExternalLink(siteUrl(editor, sso)));
  }).pipe(Effect.asVoid);

export const businessCardActors = (fromEffect: FromEffect) => ({
  loadCard: fromEffect(loadCard),
  sendCard: fromEffect(sendCard),
  openCardEditor: fromEffect(openCardEditor),
});
