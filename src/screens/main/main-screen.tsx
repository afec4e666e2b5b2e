// Home (/main): the dashboard's profile line (spec 1 §2: grade name, first 3 letters of the name,
// position title). The dashboard cards arrive with the dashboard issue.
import type { Session } from '../../domain/contracts/auth';
import { profileLine } from '../../domain/rules/profile';

export function MainScreen({ session }: { readonly session: Session }) {
  const line = profileLine(session.orgnzPstn, session.userName);
  return (
    <section className="home" aria-label="홈">
      <p className="profile-line" data-testid="profile-line">
        <span className="grade">{line.grade}</span>
        <span className="name">{line.name}</span>
        {line.title && <span className="title">{line.title}</span>}
      </p>
    </section>
  );
}
