// The always-visible pending-saves indicator (issue 18): a small pill above the footer saying how many saves
// wait and why; nothing at all while none waits.
export function PendingSaves({ text }: { readonly text: string | null }) {
  if (text === null) return null;
  return (
    <p className="pending-saves" role="status">
      {text}
    </p>
  );
}
