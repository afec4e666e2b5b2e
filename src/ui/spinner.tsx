// The blocking spinner shown while a call marked blockYn Y runs; it also stops clicks reaching the page.
export function BlockingSpinner() {
  return (
    <div className="spinner-overlay" role="status" aria-live="polite">
      <div className="spinner" />
      <span className="visually-hidden">처리 중입니다</span>
    </div>
  );
}

/** An inline spinner for a part of the page that is loading; named for screen readers and tests. */
export function Spinner({ label }: { readonly label: string }) {
  return <div className="spinner" role="status" aria-label={label} />;
}
