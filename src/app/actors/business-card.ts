// The business-card machine's actors on the Effect runtime: the card (orgnz/profile), sending it to a
// customer (sendProfile), and the card-making site opened through the shell with the SSO token.
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import { getSsoToken, orgnzProfile, sendProfile } from '../../domain/contracts/profile';
import { InvalidRequest } from '../../domain/errors';
import { siteUrl } from '../../domain/rules/outside-sites';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

export const loadCard = ({ targetId }: { readonly targetId: string }) => Api.use((a) => a.call(orgnzProfile, { targetId }));

export const sendCard = ({ telNo }: { readonly telNo: string }) => Api.use((a) => a.call(sendProfile, { telNo })).pipe(Effect.asVoid);

/** A failed token call fails here (the machine shows its message); an empty token opens the plain site. */
export const openCardEditor = () =>
  Effect.gen(function* () {
    const sso = yield* Api.use((a) => a.call(getSsoToken, {}));
    const target = siteUrl('CARD', sso);
    if (!target.ok) return yield* new InvalidRequest({ message: target.message });
    yield* NativeBridge.use((bridge) => bridge.openExternalLink(target.url));
  }).pipe(Effect.asVoid);

export const businessCardActors = (fromEffect: FromEffect) => ({
  loadCard: fromEffect(loadCard),
  sendCard: fromEffect(sendCard),
  openCardEditor: fromEffect(openCardEditor),
});
