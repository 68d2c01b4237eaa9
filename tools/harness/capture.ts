/**
 * Regions of a Chromium page as PNG, encoded for speed: the pixels are the same as `page.screenshot`'s, but
 * Chromium's fast PNG encoder makes a capture about seven times quicker, and the contrast spec takes thousands.
 */
import type { CDPSession, Page } from '@playwright/test';

/** A region in CSS pixels of the document (not of the window): scrolling does not move it. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

async function capture(page: Page, region: Region, beyondViewport: boolean): Promise<Buffer> {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  const session = await sessions.get(page)!;
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: { ...region, scale: 1 },
    captureBeyondViewport: beyondViewport,
  });
  return Buffer.from(data, 'base64');
}

export const captureRegion = (page: Page, region: Region) => capture(page, region, false);

/**
 * The whole document, as `page.screenshot({ fullPage: true })` takes it (npm run shots): the same size and the same
 * call, which lays out beyond the window only for a document larger than it.
 */
export async function captureFullPage(page: Page): Promise<Buffer> {
  const { width, height, fits } = await page.evaluate(() => {
    const { body, documentElement: root } = document;
    const width = Math.max(
      body.scrollWidth,
      root.scrollWidth,
      body.offsetWidth,
      root.offsetWidth,
      body.clientWidth,
      root.clientWidth,
    );
    const height = Math.max(
      body.scrollHeight,
      root.scrollHeight,
      body.offsetHeight,
      root.offsetHeight,
      body.clientHeight,
      root.clientHeight,
    );
    return { width, height, fits: width <= window.innerWidth && height <= window.innerHeight };
  });
  return capture(page, { x: 0, y: 0, width, height }, !fits);
}
