// Tutorial (spec 1 §2 /set/tutorial, no login): eight slides in a swiper; 건너뛰기 up to slide index 6,
// 시작하기 on the last; both lead home (the login page first when signed out). The slide index is this
// view's own UI state; the rule for the button is in src/domain/tutorial/tutorial.ts.
import { useState, type ComponentType } from 'react';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Link } from 'wouter';
import { tutorialMessages } from '../../domain/tutorial/messages';
import { TUTORIAL_SLIDES, tutorialButton } from '../../domain/tutorial/tutorial';
import { BellIcon, ChartIcon, HomeIcon, MapIcon, SurveyIcon, UserPlusIcon, UsersIcon } from '../../ui/icons';
import './tutorial.css';

const ART: Readonly<Record<string, ComponentType>> = {
  attendance: BellIcon,
  footer: HomeIcon,
  register: UserPlusIcon,
  customers: UsersIcon,
  search: SurveyIcon,
  planmap: MapIcon,
  cart: MapIcon,
  plan: ChartIcon,
};

export function TutorialScreen({ homeHref }: { readonly homeHref: string }) {
  const [index, setIndex] = useState(0);
  const button = tutorialButton(index);
  return (
    <main className="page tutorial" aria-label={tutorialMessages.tutorialLabel}>
      <Swiper
        className="tutorial-swiper"
        modules={[A11y, Keyboard, Pagination]}
        slidesPerView={1}
        keyboard={{ enabled: true }}
        pagination={{ clickable: true }}
        a11y={{ paginationBulletMessage: '{{index}}번째 안내로 이동', slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onSlideChange={(s) => setIndex(s.activeIndex)}
      >
        {TUTORIAL_SLIDES.map((slide, i) => {
          const Art = ART[slide.key] ?? HomeIcon;
          return (
            <SwiperSlide key={slide.key}>
              <section className="tutorial-slide" aria-labelledby={`tutorial-${slide.key}`} aria-hidden={i !== index}>
                <div className={`tutorial-art tutorial-art-${i % 4}`} aria-hidden="true">
                  <Art />
                </div>
                <p className="tutorial-step">
                  {i + 1} / {TUTORIAL_SLIDES.length}
                </p>
                <h1 id={`tutorial-${slide.key}`}>{slide.title}</h1>
                <p className="tutorial-text">{slide.text}</p>
              </section>
            </SwiperSlide>
          );
        })}
      </Swiper>
      <Link href={homeHref} className={`btn ${button === 'start' ? 'btn-primary' : 'btn-secondary'} tutorial-button`}>
        {button === 'start' ? tutorialMessages.tutorialStart : tutorialMessages.tutorialSkip}
      </Link>
    </main>
  );
}
