import { describe, expect, it } from 'vitest';
import { ROUTES } from '../areas';
import { headerFor } from './route-def';

describe('the header a route shows for its query', () => {
  const map = ROUTES.find((r) => r.path === '/eduplanmap')!;
  it('the plan map is 에듀플랜맵, and 상품 선택 with myPlan=Y (spec 3 §2)', () => {
    expect(headerFor(map.header!, '').title).toBe('에듀플랜맵');
    expect(headerFor(map.header!, '?custDiv=1&kwkkey=K1').title).toBe('에듀플랜맵');
    expect(headerFor(map.header!, '?myPlan=Y&from=myPlan').title).toBe('상품 선택');
    expect(headerFor(map.header!, '?myPlan=N').title).toBe('에듀플랜맵');
  });
  it('a route without a query title keeps its own', () => {
    const spec = { title: '영업활동계획', prev: true };
    expect(headerFor(spec, '?myPlan=Y')).toBe(spec);
  });
});
