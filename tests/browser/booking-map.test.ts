import { describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import { choosePlace } from './booking-flow.ts';
import { baseUrl, expectNoAxeViolations, usePhoneContext } from './browser.ts';

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

  it('draws tiles, credited, when the server names a tile server', async () => {
    const { page, errors } = await newPage(context());
    // The page as a deployment with MAP_TILE_URL set would serve it.
    await page.route('**/book/routing', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '"mapTileUrl":null',
        `"mapTileUrl":"${baseUrl()}/test-tiles/{z}/{x}/{y}.png"`,
      );
      await route.fulfill({ response, body: html });
    });
    const tiles: string[] = [];
    await page.route('**/test-tiles/**', (route) => {
      tiles.push(route.request().url());
      return route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      });
    });
    await page.goto('/book/routing');
    await page.locator('.leaflet-tile').first().waitFor();
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]).toMatch(/\/test-tiles\/15\/\d+\/\d+\.png$/);
    expect(await page.locator('.leaflet-control-attribution').textContent()).toBe(
      `Map tiles: ${new URL(page.url()).hostname}`,
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';
