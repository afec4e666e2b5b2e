// Notice bodies and popups are HTML written in the groupware: rendered only after DOMPurify keeps the
// formatting and drops anything that can run or submit (scripts, handlers, frames, forms, svg/math,
// javascript: links). Links open outside the app; images come only from https: or inline data:image.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const LINK = /^(?:https?:|mailto:|tel:)/i;
const IMAGE = /^(?:https:|data:image\/)/i;

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOWED_URI_REGEXP: LINK,
};

let purifier: Purifier | null = null;

/** One instance with its own hook, so other DOMPurify users are not affected. */
function instance(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !LINK.test(href.trim())) node.removeAttribute('href');
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !IMAGE.test(src.trim())) node.removeAttribute('src');
    }
  });
  purifier = p;
  return p;
}

export const sanitizeServerHtml = (html: string): string => instance().sanitize(html, CONFIG);

export function SafeHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeServerHtml(html) }} />;
}
