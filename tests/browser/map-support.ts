import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the page shows loaded tiles, each from the given tile server. */
export async function expectTilesDrawn(page: Page, origin: string): Promise<void> {
  const loaded = page.locator('img.leaflet-tile-loaded');
  await expect.poll(() => loaded.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const sources = await loaded.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).src),
  );
  for (const source of sources) expect(source.startsWith(`${origin}/tiles/`)).toBe(true);
}

/** The route's duration bubble lies wholly inside the map (not clipped at an edge). */
export async function expectBubbleInsideMap(page: Page): Promise<void> {
  await page.locator('.map-bubble__text').waitFor();
  const [bubble, map] = await Promise.all([
    page.locator('.map-bubble__text').boundingBox(),
    page.locator('.route-map').boundingBox(),
  ]);
  expect(bubble && map).toBeTruthy();
  expect(bubble!.x).toBeGreaterThanOrEqual(map!.x);
  expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(map!.x + map!.width);
  expect(bubble!.y).toBeGreaterThanOrEqual(map!.y);
}
