// The medal graphic (spec 1 §4 medals), drawn as SVG that ships with the app: colour emoji are missing
// on many desktops. Named for screen readers ("금메달").
import { MEDAL_NAMES, type MedalType } from '../../domain/dashboard/goals';

const COLOURS: Readonly<Record<MedalType, { readonly face: string; readonly edge: string }>> = {
  gold: { face: '#f7c948', edge: '#b98900' },
  silver: { face: '#e3e7ee', edge: '#8d97a6' },
  bronze: { face: '#e6a26b', edge: '#9c5a26' },
};

export function MedalIcon({ type, className = 'medal-icon' }: { readonly type: MedalType; readonly className?: string }) {
  const { face, edge } = COLOURS[type];
  return (
    <svg className={`${className} medal-${type}`} viewBox="0 0 48 48" role="img" aria-label={MEDAL_NAMES[type]} focusable="false">
      <path d="M13 1h9l6 15h-9z" fill="#2351b8" />
      <path d="M35 1h-9l-6 15h9z" fill="#ff7a1a" />
      <circle cx="24" cy="31" r="15" fill={face} stroke={edge} strokeWidth="3" />
      <path d="M24 22.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" fill={edge} />
    </svg>
  );
}
