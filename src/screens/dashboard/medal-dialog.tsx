// The medal announcement (spec 1 §4): while the medal actor shows a medal, a modal with its graphic
// and message; 닫기 (or Escape) sends user.closeMedal. Each medal remounts the dialog, so focus lands
// on its button again.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { medalMachine } from '../../../machines/dashboard/medal.machine';
import { selectShownMedal } from '../../../machines/dashboard/medal.selectors';
import { dashboardMessages } from '../../domain/dashboard/messages';
import { MEDAL_NAMES, medalMessage, type MedalAward } from '../../domain/dashboard/goals';
import { useModal } from '../../ui/use-modal';
import { MedalIcon } from './medal-icon';

type MedalActor = ActorRefFrom<typeof medalMachine>;

export function MedalDialog({ actor }: { readonly actor: MedalActor }) {
  const medal = useSelector(actor, selectShownMedal);
  if (!medal) return null;
  return <MedalBox key={`${medal.name}-${medal.type}`} medal={medal} onClose={() => actor.send({ type: 'user.closeMedal' })} />;
}

function MedalBox({ medal, onClose }: { readonly medal: MedalAward; readonly onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  // One button: Tab stays on it, Escape closes like it.
  const onKeyDown = useModal(box, onClose, close);
  return (
    <div className="dialog-backdrop">
      <div ref={box} className="dialog medal-dialog" role="alertdialog" aria-modal="true" aria-labelledby="medal-title" aria-describedby="medal-message" onKeyDown={onKeyDown}>
        <MedalIcon type={medal.type} className="medal-dialog-icon" />
        <h2 id="medal-title" className="medal-dialog-title">
          {dashboardMessages.medalTitle(MEDAL_NAMES[medal.type])}
        </h2>
        <p id="medal-message" className="dialog-message">
          {medalMessage(medal)}
        </p>
        <div className="dialog-actions">
          <button type="button" ref={close} className="btn btn-primary" onClick={onClose}>
            {dashboardMessages.medalClose}
          </button>
        </div>
      </div>
    </div>
  );
}
