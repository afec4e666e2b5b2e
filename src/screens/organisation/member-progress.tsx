// The progress bar to the next rank (spec 3 §4, the member detail's reading of the 25M band): Lv1..Lv5,
// the next rank's name and the amount still needed.
import { levelPercent, rankProgress } from '../../domain/organisation/rules';
import { organisationMessages } from '../../domain/organisation/messages';
import { formatWon } from '../../domain/shared/amounts';
import { isPosition } from '../../domain/shared/roles';

const LEVELS = [1, 2, 3, 4, 5] as const;

export function MemberProgress({ gubun, siljuck }: { readonly gubun: string; readonly siljuck: number }) {
  if (!isPosition(gubun)) return null;
  const p = rankProgress(gubun, siljuck, 'detail');
  return (
    <section className="member-card member-progress" aria-labelledby="member-progress-h">
      <h3 id="member-progress-h" className="member-h">
        {organisationMessages.memberProgress}
      </h3>
      <div className="member-bar" role="progressbar" aria-labelledby="member-progress-h" aria-valuemin={1} aria-valuemax={5} aria-valuenow={p.level} aria-valuetext={`Lv${p.level}`}>
        <span className="member-bar-fill" style={{ width: `${levelPercent(p.level)}%` }} />
      </div>
      <ol className="member-levels" aria-hidden="true">
        {LEVELS.map((l) => (
          <li key={l} className={l === p.level ? 'is-current' : l < p.level ? 'is-past' : ''}>{`Lv${l}`}</li>
        ))}
      </ol>
      <p className="member-need">{p.nextRank === null ? organisationMessages.memberProgressTop : p.need === 0 ? organisationMessages.memberProgressReached(p.nextRank) : organisationMessages.memberProgressNeed(p.nextRank, formatWon(p.need))}</p>
    </section>
  );
}
