// Own activity info, the top (spec 3 §2, §3 own info, §4): photo (the default avatar when there is none or
// it does not load), name, code, position, division, centre, birth date; cumulative sales and this month's
// performance with its label and the 실활동 threshold as a tooltip; the level bar Lv1..Lv5 to the next rank.
import { useState } from 'react';
import type { MyEduInfo } from '../../../machines/reports/my-edu-infor.machine';
import { reportsMessages } from '../../domain/reports/messages';
import { formatBirth, levelPercent, PERFORMANCE_TOOLTIP, performanceLabel, type RankProgress } from '../../domain/organisation/rules';
import { formatWon } from '../../domain/shared/amounts';
import { gradeName } from '../../domain/shared/roles';
import { safeHttpUrl } from '../../domain/shared/safe-url';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** The photo when it is a safe address and loads; otherwise the built-in avatar, under the same name. */
function Photo({ src }: { readonly src: string }) {
  const [failed, setFailed] = useState(false);
  const url = src ? safeHttpUrl(src, document.baseURI) : null;
  if (!url || failed)
    return (
      <svg className="edu-photo edu-photo-default" role="img" aria-label={reportsMessages.myEduPhoto} viewBox="0 0 64 64">
        <circle cx="32" cy="32" r="32" fill="var(--brand-soft)" />
        <circle cx="32" cy="25" r="11" fill="var(--brand)" opacity="0.55" />
        <path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="var(--brand)" opacity="0.55" />
      </svg>
    );
  return <img className="edu-photo" src={url} alt={reportsMessages.myEduPhoto} onError={() => setFailed(true)} />;
}

export function EduProfile({ info }: { readonly info: MyEduInfo }) {
  const position = gradeName(info.gubun);
  const birth = formatBirth(info.akdid1);
  return (
    <section className="edu-card edu-profile" aria-labelledby="edu-profile-name">
      <Photo key={info.rpimgp} src={info.rpimgp} />
      <div className="edu-profile-text">
        <h2 id="edu-profile-name">
          <span className="edu-badge">{position}</span> {info.akdnam}
        </h2>
        <dl className="edu-facts">
          <div><dt>{reportsMessages.myEduCode}</dt><dd>{info.akdcde}</dd></div>
          <div><dt>{reportsMessages.myEduDivision}</dt><dd>{info.gnrlName}</dd></div>
          <div><dt>{reportsMessages.myEduCentre}</dt><dd>{info.cntrName}</dd></div>
          {birth && <div><dt>{reportsMessages.myEduBirth}</dt><dd>{birth}</dd></div>}
        </dl>
      </div>
    </section>
  );
}

export function EduFigures({ info, progress }: { readonly info: MyEduInfo; readonly progress: RankProgress | null }) {
  const [tip, setTip] = useState(false);
  return (
    <section className="edu-card edu-figures" aria-labelledby="edu-figures-title">
      <h2 id="edu-figures-title">{reportsMessages.myEduFigures}</h2>
      <dl className="edu-amounts">
        <div><dt>{reportsMessages.myEduCumulative}</dt><dd>{formatWon(info.siljuck)}</dd></div>
        <div>
          <dt>{reportsMessages.myEduPerform}</dt>
          <dd>
            {formatWon(info.perform)} <span className="edu-label">{performanceLabel(info.perform)}</span>
            <button type="button" className="edu-tip-button" aria-label={reportsMessages.myEduTooltipButton} aria-expanded={tip} aria-controls="edu-tip" onClick={() => setTip(!tip)}>
              ?
            </button>
            <span id="edu-tip" className="edu-tip" role="tooltip" hidden={!tip}>{PERFORMANCE_TOOLTIP}</span>
          </dd>
        </div>
      </dl>
      {progress && <LevelBar progress={progress} need={info.need} />}
    </section>
  );
}

function LevelBar({ progress, need }: { readonly progress: RankProgress; readonly need: number }) {
  const text = progress.nextRank === null ? reportsMessages.myEduTopRank : need > 0 ? reportsMessages.myEduNeed(progress.nextRank, formatWon(need)) : reportsMessages.myEduReached(progress.nextRank);
  return (
    <div className="edu-level">
      <h3 id="edu-level-title">{reportsMessages.myEduLevel}</h3>
      <div role="meter" className="edu-level-bar" aria-labelledby="edu-level-title" aria-valuemin={1} aria-valuemax={5} aria-valuenow={progress.level} aria-valuetext={`Lv${progress.level}`}>
        <div className="edu-level-fill" style={{ width: `${levelPercent(progress.level)}%` }} />
      </div>
      <ol className="edu-level-steps" aria-hidden="true">
        {LEVELS.map((l) => (
          <li key={l} className={l <= progress.level ? 'reached' : undefined}>Lv{l}</li>
        ))}
      </ol>
      <p className="edu-level-text">{text}</p>
    </div>
  );
}
