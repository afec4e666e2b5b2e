// SafeHtml against hostile notice bodies: nothing that can run, submit or frame survives; links open
// outside the app; ordinary formatting stays.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeServerHtml } from './safe-html';

afterEach(cleanup);

const HOSTILE = [
  '<p>안내</p><script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 1">',
  '<a href="javascript:window.__pwned=1">클릭</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">클릭</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="window.__pwned = 1"><circle r="1"/></svg>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<form action="https://evil.example"><input name="pw"><button>보내기</button></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<div style="position:fixed;inset:0" onclick="alert(1)">덮기</div>',
  '<style>body{display:none}</style><p>본문</p>',
  '<img src="http://plain.example/a.png"><img src="data:text/html;base64,PHNjcmlwdD4=">',
].join('');

describe('SafeHtml', () => {
  it('keeps nothing executable from hostile html', () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    for (const tag of ['script', 'iframe', 'svg', 'math', 'form', 'input', 'button', 'object', 'embed', 'style'])
      expect(container.querySelector(tag), tag).toBeNull();
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
      expect(el.hasAttribute('style')).toBe(false);
    }
    for (const a of container.querySelectorAll('a')) expect(a.hasAttribute('href')).toBe(false);
    for (const img of container.querySelectorAll('img')) expect(img.hasAttribute('src')).toBe(false);
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|onload|evil\.example/i);
    expect(container).toHaveTextContent('안내');
    expect(container).toHaveTextContent('본문');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps formatting, safe links (opened outside) and https or inline images', () => {
    const html = sanitizeServerHtml(
      '<h3>제목</h3><p><strong>굵게</strong> <a href="https://edu.example/a">링크</a> <a href="tel:0212345678">전화</a> <a href="/relative">상대</a></p>' +
        '<img alt="사진" src="https://cdn.example/a.png"><img alt="점" src="data:image/png;base64,iVBORw0KGgo=">',
    );
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    expect(container.querySelector('h3 + p strong')).toHaveTextContent('굵게');
    const [web, tel, rel] = [...container.querySelectorAll('a')];
    expect(web).toHaveAttribute('href', 'https://edu.example/a');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(tel).toHaveAttribute('href', 'tel:0212345678');
    expect(rel!.hasAttribute('href')).toBe(false);
    expect(container.querySelector('img[alt="사진"]')).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(container.querySelector('img[alt="점"]')!.getAttribute('src')).toMatch(/^data:image\/png/);
  });
});
