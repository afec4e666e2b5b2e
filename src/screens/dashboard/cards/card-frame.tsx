// The frame every home card shares: a titled region with an optional action in its head.
import type { ReactNode } from 'react';

export function CardFrame({ code, title, action, children }: { readonly code: string; readonly title: string; readonly action?: ReactNode; readonly children: ReactNode }) {
  const id = `card-${code}`;
  return (
    <section className="home-card" aria-labelledby={id} data-card={code}>
      <div className="home-card-head">
        <h2 id={id} className="home-card-title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
