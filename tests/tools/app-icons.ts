// Draws the installable app's PNG icons (public/icons, named in public/manifest.webmanifest) from
// public/favicon.svg in the e2e browser: `node --import tsx tests/tools/app-icons.ts`. The maskable icon
// fills its square with the brand colour and keeps the mark inside the 80 % safe zone that launchers crop to.
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
/** The mark without its rounded square: what favicon.svg draws on top of it. */
const mark = svg.replace(/^.*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#2351b8';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${brand}"/><g transform="translate(24 24) scale(0.9) translate(-27 -23)">${mark}</g></svg>`;

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, svg },
  { file: 'public/icons/icon-512.png', size: 512, svg },
  { file: 'public/icons/icon-maskable-512.png', size: 512, svg: maskable },
];

const executablePath = existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${icon.size}" height="${icon.size}" style="display:block"></body>`);
    await page.locator('img').screenshot({ path: icon.file, omitBackground: true });
    await page.close();
    console.log(`${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
