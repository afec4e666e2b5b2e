// /myCstmr/myCstmrReg/cstmrRegByCstmr?encSqno&encName&encPhoneNum&encAkdcde (spec 2 §2, public): the
// customer's self-registration page, opened from the planner's text in an ordinary phone browser. A link
// whose four parameters are not all there (or that no contract could carry) is expired at once; the
// expired and complete pages are reached by replacing the address, which drops the parameters from it.
import { useActorRef } from '@xstate/react';
import { Schema } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { LinkParams } from '../../domain/registration/contract';
import { selfLinkFrom, type SelfLink } from '../../domain/registration/pages';
import { SelfRegistrationScreen } from '../../screens/registration/self-registration-screen';
import { useApp } from '../app-context';
import type { RouteViewProps } from '../view-entry';
import { provideSelfRegistration } from './self-registration-actors';

const isLink = Schema.is(Schema.Struct(LinkParams));

/** The link's parameters from the query, or null (→ the expired page). */
export function linkOf(search: string): SelfLink | null {
  const link = selfLinkFrom(search);
  return link && isLink(link) ? link : null;
}

export default function SelfRegistrationRoute({ route }: RouteViewProps) {
  const { flows } = useApp();
  // One actor per address (the route's key): its link is fixed for it.
  const machine = useMemo(() => provideSelfRegistration(flows.fromEffect, window, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input: { link: linkOf(route.search) } });
  return <SelfRegistrationScreen actor={actor} />;
}
