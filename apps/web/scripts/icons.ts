// Draws the installable application's PNG icons from public/icon.svg in Chromium (run again after
// changing the SVG: `npx tsx apps/web/scripts/icons.ts`). The maskable icon keeps its drawing inside
// the safe zone (80 %) on the full-bleed background.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));

const svg = await readFile(`${PUBLIC}icon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const draw = async (size: number, file: string, maskable: boolean) => {
    await page.setViewportSize({ width: size, height: size });
    const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;background:${maskable ? '#1c7ed6' : 'transparent'};display:grid;place-items:center;height:${size}px">` +
        `<img src="${image}" width="${inner}" height="${inner}"></body>`,
    );
    await page.screenshot({ path: `${PUBLIC}${file}`, omitBackground: !maskable });
  };
  await draw(192, 'icon-192.png', false);
  await draw(512, 'icon-512.png', false);
  await draw(512, 'icon-maskable-512.png', true);
} finally {
  await browser.close();
}
