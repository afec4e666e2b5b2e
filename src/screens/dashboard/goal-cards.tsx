// The three monthly goal cards of the home screen (spec 1 §2, §9): source registration, diagnosis
// service, counselling, two per view swiped on phones, all three on the desktop layout (dots and arrow
// keys), each with its goal bar and the medal its ratio earns. Presentational: the figures come from the
// dashboard. A CSS scroll-snap row, not swiper: the swipe is the browser's own, and home loads ~29 KB less.
import type { Progress } from '../../domain/dashboard/contract';
import { dashboardMessages } from '../../domain/dashboard/messages';
import { goalCards } from '../../domain/dashboard/goals';
import { SnapCarousel } from '../../ui/snap-carousel';
import { MedalIcon } from './medal-icon';

export function GoalCards({ progress }: { readonly progress: Progress }) {
  return (
    <section className="goal-cards" aria-label={dashboardMessages.goalCardsTitle}>
      <SnapCarousel label={`${dashboardMessages.goalCardsTitle} 카드`}>
        {goalCards(progress).map((c) => (
          <section key={c.key} className="goal-card" aria-label={c.name}>
            <div className="goal-card-head">
              <h3 className="goal-card-title">{c.name}</h3>
              {c.medal && <MedalIcon type={c.medal} />}
            </div>
            <div className="goal-bar" role="progressbar" aria-label={dashboardMessages.goalRatioLabel(c.name)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={c.ratio}>
              <span style={{ width: `${c.ratio}%` }} />
            </div>
            <p className="goal-bar-text">{dashboardMessages.goalProgress(c.done, c.goal, c.ratio)}</p>
          </section>
        ))}
      </SnapCarousel>
    </section>
  );
}
