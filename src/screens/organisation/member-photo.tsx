// A member's photo; the default avatar when there is none or it fails to load (spec 3 §2, §8). Whether
// the image failed is this view's own state: nothing else needs it.
import { useState } from 'react';
import { organisationMessages } from '../../domain/organisation/messages';

export function MemberPhoto({ src, name, className }: { readonly src: string; readonly name: string; readonly className: string }) {
  const [failed, setFailed] = useState(false);
  if (src === '' || failed)
    return (
      <span className={`${className} member-avatar`} role="img" aria-label={organisationMessages.memberPhoto(name)} data-default-avatar="true">
        <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <circle cx="20" cy="15" r="7" fill="currentColor" />
          <path d="M6 36c1.5-8 7-12 14-12s12.5 4 14 12z" fill="currentColor" />
        </svg>
      </span>
    );
  return <img className={className} src={src} alt={organisationMessages.memberPhoto(name)} onError={() => setFailed(true)} />;
}
