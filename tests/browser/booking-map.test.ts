import {
  MAP_TILES_UNAVAILABLE,
  PMTILES_DEFAULT_ATTRIBUTION,
  PMTILES_PATH,
  PRELOAD_ELEMENT_ID,
  type PreloadedAppData,
} from '@ride/domain';
import { buildPmtilesArchive } from '../../apps/server/test/pmtiles-archive.ts';
import { describe, expect, inject, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import { choosePlace } from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { expectBubbleInsideMap, expectTilesDrawn } from './map-support.ts';

const { context } = usePhoneContext();

describe('the map on the route step', () => {
  it('carries on without the route line when the directions call fails', async () => {
    const { page, errors } = await newPage(context());
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'drivingDirections') return route.continue();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ message: 'No route', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      });
    });
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    // An estimate left from an earlier route must not survive a route that has none.
    await page.evaluate(() => {
      const trip = { onTrip: false, timeLeft: 50, scheduledPickupOffsetInMins: null, id: null };
      sessionStorage.setItem(
        'currentTrip',
        JSON.stringify({ ...trip, tripEstimationTime: '9,1.5' }),
      );
    });
    await page.reload();
    await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
    await expect
      .poll(async () => (await storedJson(page, 'session', 'currentTrip')) as object)
      .toMatchObject({
        tripEstimationTime: '',
      });
    expect(await page.locator('.map-marker').allTextContents()).toEqual(['A', 'B']);
    expect(await page.locator('.leaflet-overlay-pane path').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/book/dateTimeSelection');
    expect(errors).toEqual([]);
  });

  it('draws the street map from the configured tile server, credited, under a dashed estimate', async () => {
    const tiles = inject('testTiles');
    const { page, errors } = await newPage(context());
    await page.goto('/book/routing');
    // JFK lies due east of Newark: the pickup's bubble sits at the map's right edge.
    await choosePlace(page, /Pickup/, 'JFK', /\(JFK\)/);
    await choosePlace(page, /Drop-off/, 'EWR', /\(EWR\)/);
    await expectTilesDrawn(page, tiles.origin);
    await expect
      .poll(() => page.locator('.route-map-frame').getByText(tiles.attribution).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('.leaflet-overlay-pane path').count()).toBe(1);
    // The offline provider's route is a straight-line estimate: dashed, and said so in words.
    expect(await page.locator('.leaflet-overlay-pane path').getAttribute('stroke-dasharray')).toBe(
      '8 8',
    );
    await expect
      .poll(() => page.getByRole('img', { name: /drawn as a straight line/ }).count())
      .toBe(1);
    expect(await page.getByText(MAP_TILES_UNAVAILABLE).count()).toBe(0);
    await expectBubbleInsideMap(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('says so on the map when its tiles cannot load, and still draws the route', async () => {
    const tiles = inject('testTiles');
    const { page, errors } = await newPage(context());
    await page.route(`${tiles.origin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: MAP_TILES_UNAVAILABLE }).isVisible())
      .toBe(true);
    expect(await page.locator('.map-marker').allTextContents()).toEqual(['A', 'B']);
    await expect.poll(() => page.locator('.leaflet-overlay-pane path').count()).toBe(1);
    expect(await page.locator('img.leaflet-tile-loaded').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('draws the operator’s own vector basemap from a PMTiles file, read in byte ranges', async () => {
    const archive = buildPmtilesArchive();
    const { page, errors } = await newPage(context());
    // The page as a deployment with MAP_PMTILES_FILE set serves it (the server's side of the
    // file is tested on its own: pmtiles-file.api.test.ts).
    const pmtiles = {
      kind: 'pmtiles',
      url: PMTILES_PATH,
      attribution: PMTILES_DEFAULT_ATTRIBUTION,
    };
    await page.route('**/book/routing', async (route) => {
      const response = await route.fetch();
      const preload = new RegExp(
        `(<script type="application/json" id="${PRELOAD_ELEMENT_ID}">)(.*?)(</script>)`,
      );
      const html = (await response.text()).replace(
        preload,
        (_, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as PreloadedAppData;
          const withBasemap = JSON.stringify({ ...data, mapTiles: pmtiles }).replace(
            /</g,
            '\\u003c',
          );
          return `${open}${withBasemap}${close}`;
        },
      );
      await route.fulfill({ response, body: html });
    });
    const ranges: string[] = [];
    await page.route(`**${PMTILES_PATH}`, (route) => {
      const range = route.request().headers().range ?? '';
      ranges.push(range);
      const [, from = '0', to = ''] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? [];
      const start = Number(from);
      const end = Math.min(to === '' ? archive.length - 1 : Number(to), archive.length - 1);
      return route.fulfill({
        status: 206,
        headers: {
          'Content-Type': 'application/vnd.pmtiles',
          'Content-Range': `bytes ${start}-${end}/${archive.length}`,
          'Accept-Ranges': 'bytes',
        },
        body: archive.subarray(start, end + 1),
      });
    });
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    await expect
      .poll(() => page.locator('canvas.leaflet-tile-loaded').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges[0]).toMatch(/^bytes=0-\d+$/);
    expect(await page.getByText(PMTILES_DEFAULT_ATTRIBUTION).isVisible()).toBe(true);
    expect(await page.getByText(MAP_TILES_UNAVAILABLE).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
