// The three monthly goal cards of the home screen (spec 1 §2, §9): source registration, diagnosis
// service, counselling, two per view in a swiper on phones, all three on the desktop layout (pagination and arrow keys), each with its goal bar
// and the medal its ratio earns. Presentational: the figures come from the dashboard.
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Progress } from '../../domain/dashboard/contract';
import { msg } from '../../domain/messages';
import { goalCards } from '../../domain/dashboard/goals';
import { MedalIcon } from './medal-icon';

export function GoalCards({ progress }: { readonly progress: Progress }) {
  return (
    <section className="goal-cards" aria-label={msg.goalCardsTitle}>
      <Swiper
        modules={[A11y, Keyboard, Pagination]}
        slidesPerView={2}
        slidesPerGroup={1}
        // The desktop layout has room for all three.
        breakpoints={{ 1024: { slidesPerView: 3 } }}
        spaceBetween={12}
        keyboard={{ enabled: true }}
        pagination={{ clickable: true }}
        a11y={{ paginationBulletMessage: '{{index}}번째 카드로 이동', slideLabelMessage: '{{index}} / {{slidesLength}}' }}
      >
        {goalCards(progress).map((c) => (
          <SwiperSlide key={c.key}>
            <section className="goal-card" aria-label={c.name}>
              <div className="goal-card-head">
                <h3 className="goal-card-title">{c.name}</h3>
                {c.medal && <MedalIcon type={c.medal} />}
              </div>
              <div className="goal-bar" role="progressbar" aria-label={msg.goalRatioLabel(c.name)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={c.ratio}>
                <span style={{ width: `${c.ratio}%` }} />
              </div>
              <p className="goal-bar-text">{msg.goalProgress(c.done, c.goal, c.ratio)}</p>
            </section>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
