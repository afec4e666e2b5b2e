import { describe, expect, it } from 'vitest';
import { downloadButtons } from './download-links';

const BASE = 'https://eduplanner.example/download';

describe('download buttons', () => {
  it('resolves server-relative links and builds the iOS install link', () => {
    expect(downloadButtons({ apk: '/downloads/EduPlanner.apk', plist: '/downloads/EduPlanner.plist' }, BASE, 'AND')).toEqual([
      { platform: 'AND', label: 'Android 앱 다운로드', href: 'https://eduplanner.example/downloads/EduPlanner.apk' },
      {
        platform: 'IOS',
        label: 'iPhone 앱 다운로드',
        href: 'itms-services://?action=download-manifest&url=https%3A%2F%2Feduplanner.example%2Fdownloads%2FEduPlanner.plist',
      },
    ]);
  });
  it('puts the iPhone button first on iOS', () => {
    expect(downloadButtons({ apk: 'https://a.example/a.apk', plist: 'https://a.example/a.plist' }, BASE, 'IOS').map((b) => b.platform)).toEqual(['IOS', 'AND']);
  });
  it('drops empty and unsafe links', () => {
    expect(downloadButtons({ apk: 'javascript:alert(1)', plist: '' }, BASE, 'PC')).toEqual([]);
  });
});
