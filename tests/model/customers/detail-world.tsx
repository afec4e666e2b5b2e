// The customer detail rendered on the real server in the fake Android shell, for the model tests of the
// machines it runs as children (the call and text, the memo delete): their paths are replayed on the
// child the real detail started, through the detail's own screen.
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import type { CustomerDetailInput } from '../../../machines/customers/customer-detail.machine';
import type { Harness } from '../../../server/test-support/harness';
import { provideCustomerDetail } from '../../../src/app/customers/customer-detail-route';
import { makeFlows } from '../../../src/app/flows';
import { CustomerDetailScreen } from '../../../src/screens/customers/customer-detail-screen';
import { sectionWorld, type SectionWorld } from './section-world';

export interface DetailWorld {
  readonly w: SectionWorld;
  readonly shell: FakeShellControl;
  readonly detail: AnyActorRef;
  /** The detail's child `id` once the customer shows. */
  readonly child: (id: string) => AnyActorRef;
  /** Takes the shell away until the function it answers puts it back. */
  readonly takeShell: () => () => void;
  readonly stop: () => Promise<void>;
}

export async function renderDetail(h: Harness, o: { userid: string; held: readonly string[]; device: string; input: CustomerDetailInput }): Promise<DetailWorld> {
  const w = await sectionWorld(h, { userid: o.userid, held: o.held, device: o.device, shell: true });
  const detail: AnyActorRef = createActor(provideCustomerDetail(makeFlows(w.runtime), o.input, window.location.origin, () => {}), { input: o.input }).start();
  const android = window as unknown as { EduPlannerAndroid?: unknown };
  const realShell = android.EduPlannerAndroid;
  const putBack = () => void (android.EduPlannerAndroid = realShell);
  render(<CustomerDetailScreen actor={detail as any} />);
  const child = (id: string) => (detail.getSnapshot() as { children: Record<string, AnyActorRef> }).children[id]!;
  await waitFor(() => expect((detail.getSnapshot() as { value: unknown }).value).toMatchObject({ ready: {} }));
  return {
    w,
    shell: w.shell!,
    detail,
    child,
    takeShell: () => {
      delete android.EduPlannerAndroid;
      return putBack;
    },
    stop: async () => {
      detail.stop();
      putBack();
      await w.stop();
    },
  };
}
