// The always-visible pending-saves indicator (issue 18): a small pill above the footer saying how many saves
// wait and why, leading to their list; nothing at all while none waits. Right after a save was kept instead
// of sent it also says so, for a moment.
import { Link } from 'wouter';

export function PendingSaves({ text, notice, href }: { readonly text: string | null; readonly notice: string | null; readonly href: string }) {
  if (text === null && notice === null) return null;
  return (
    <div className="pending-saves" role="status">
      {text !== null && <Link href={href}>{text}</Link>}
      {notice !== null && <p className="pending-saves-notice">{notice}</p>}
    </div>
  );
}
