// The EduPlanner mark and word mark.
export function LogoMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="44" height="44" rx="12" fill="currentColor" />
      <path d="M14 16h20v4H19v4h13v4H19v4h15v4H14z" fill="#fff" />
      <circle cx="36" cy="14" r="4" fill="#ff7a1a" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span>EduPlanner</span>
    </span>
  );
}
