// The sign-up link actors on the Effect runtime: qr/signUpLink, copying the link (the clipboard service
// is provided here, on the lazily loaded share page only), and the phone's SMS composer with the link
// and no recipient (BridgeUnavailable on PC).
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import { signUpLink } from '../../domain/sign-up/contract';
import { signUpMessages } from '../../domain/sign-up/messages';
import { Api } from '../../services/api.service';
import { Clipboard } from '../../services/clipboard.service';
import type { FromEffect } from '../flows';

export const loadSignUpLink = () => Api.use((a) => a.call(signUpLink, {}));

export const copySignUpLink = ({ url }: { readonly url: string }) => Clipboard.use((c) => c.copy(url));

export const sendSignUpLinkBySms =
  (plannerName: string) =>
  ({ url }: { readonly url: string }) =>
    NativeBridge.use((bridge) => bridge.sendSms({ phones: [], message: signUpMessages.signUpSmsText(plannerName, url) }));

export const signUpLinkActors = (fromEffect: FromEffect, win: Window, plannerName: string) => ({
  loadLink: fromEffect(loadSignUpLink),
  copyLink: fromEffect((input: { readonly url: string }) => copySignUpLink(input).pipe(Effect.provide(Clipboard.layer(win)))),
  sendBySms: fromEffect(sendSignUpLinkBySms(plannerName)),
});
