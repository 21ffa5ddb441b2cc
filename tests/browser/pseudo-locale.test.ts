import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../apps/web/src/app/routes/route-table.ts';
import { newPage, screenshotForReview } from './app.ts';
import { completedRideOf, signIn } from './auth-support.ts';
import { choosePlace, demoDate } from './booking-flow.ts';
import { phoneContext, useBrowser } from './browser.ts';
import { overflowsOn, pseudo, pseudoCatalogChunk, usePseudoLocale } from './pseudo-locale.ts';

const { browser } = useBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];
/** One of the demo rider's completed rides, for the screens of a ride. */
let rideId = '';

beforeAll(async () => {
  context = await phoneContext(browser());
  ({ page, errors } = await newPage(context));
  rideId = await completedRideOf(await signIn(page));
  await usePseudoLocale(context);
});
afterAll(async () => {
  await context.close();
});

/** Waits for a screen drawn by the app (not the server's skeleton) with its data in. */
async function screenShown(): Promise<void> {
  await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByText(new RegExp(`^${pseudo('Loading')}`)).waitFor({ state: 'detached' });
}

describe('the pseudo-locale', () => {
  it('accents the compiled catalogs and makes them about 30 % longer, placeholders and marks kept', () => {
    const chunk =
      'import{c as e}from"./index-0.js";var t=JSON.parse(`{"a":["Hey ",["firstName"]],' +
      '"b":["TRACK<0> rides under way</0>"],"c":[["n","plural",{"one":["# ride"],"other":["# rides"]}]]}`);export{t as messages};';
    const messages = /JSON\.parse\((".*")\)/.exec(pseudoCatalogChunk(chunk))?.[1] ?? '""';
    expect(JSON.parse(JSON.parse(messages) as string)).toEqual({
      a: ['Hééýý ', ['firstName']],
      b: ['TRÁÁÇK<0> ríídééš üüñdéér wááýý</0>'],
      c: [['n', 'plural', { one: ['# ríídéé'], other: ['# ríídééš'] }]],
    });
    const english = 'Select a Vehicle';
    expect(pseudo(english).length / english.length).toBeGreaterThanOrEqual(1.3);
  });
});

/** Every screen of the route table, with a concrete path for the wildcard ones. */
const SCREENS = SCREEN_ROUTES.map((route) => {
  const path = route.path === '*' ? '/no-such-screen' : route.path.replace('/*', '/other');
  return /^\/my-rides\/(details|receipt)$/.test(path) ? { path, ofRide: true } : { path };
});

describe('every screen in the pseudo-locale at 390×844, signed in', () => {
  it.each(SCREENS)('$path clips and overflows nothing', async ({ path, ofRide }) => {
    await page.goto(ofRide ? `${path}?id=${rideId}` : path);
    await screenShown();
    // The screen is in the pseudo-locale (doubled accented vowels), not in English.
    expect(await page.locator('body').innerText()).toMatch(/(áá|éé|íí|öö|üü)/);
    expect(await overflowsOn(page)).toEqual([]);
    await screenshotForReview(page, `pseudo${path.replaceAll('/', '-')}`);
  });

  it('finds a control cut off, one sticking out and a page that scrolls sideways', async () => {
    await page.goto('/help');
    await screenShown();
    expect(await overflowsOn(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.getElementById('main');
      const cut = document.createElement('button');
      cut.textContent = 'Ééxtráá lööñg wöördš öön ööñéé líñéé';
      cut.style.cssText = 'width:80px;white-space:nowrap;overflow:hidden';
      const out = document.createElement('a');
      out.className = 'button';
      out.textContent = 'Öüt';
      out.href = '#';
      out.style.cssText = 'display:block;margin-left:360px;width:120px';
      main?.append(cut, out);
    });
    const problems = await overflowsOn(page);
    expect(problems).toContainEqual(
      expect.stringMatching(/^button "Ééxtráá.* is wider than its box/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^a\.button "Öüt" sticks out of the screen/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^the page scrolls sideways/));
  });

  it('the side menu clips and overflows nothing', async () => {
    await page.goto('/book');
    await screenShown();
    await page
      .getByRole('banner')
      .getByRole('button', { name: pseudo('Menu') })
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await overflowsOn(page)).toEqual([]);
    await screenshotForReview(page, 'pseudo-menu');
  });

  it('the booking to its vehicles and its confirmation clips and overflows nothing', async () => {
    await page.goto('/book/routing');
    await screenShown();
    for (const [row, typed] of [
      ['Pickup', 'The Plaza'],
      ['Drop-off', 'Grand Central Terminal'],
    ] as const) {
      await choosePlace(
        page,
        new RegExp(pseudo(row)),
        typed,
        new RegExp(`^${typed}`),
        pseudo('Your route'),
      );
    }
    expect(await overflowsOn(page)).toEqual([]);
    await page.getByRole('button', { name: pseudo('Next'), exact: true }).click();
    await page.waitForURL('**/book/dateTimeSelection');
    await page.getByLabel(pseudo('Pickup date'), { exact: true }).fill(demoDate(2));
    await page.getByLabel(pseudo('Pickup time'), { exact: true }).selectOption({ index: 4 });
    expect(await overflowsOn(page)).toEqual([]);
    await page.getByRole('button', { name: pseudo('Next'), exact: true }).click();
    await page.waitForURL('**/book/vehicleSelection');
    await page.locator('.vehicle-list').getByRole('article').first().waitFor();
    await page.locator('.vehicles[aria-busy="false"]').waitFor();
    expect(await overflowsOn(page)).toEqual([]);
    await screenshotForReview(page, 'pseudo-vehicles');

    await page
      .locator('.vehicle-list')
      .getByRole('button', { name: new RegExp(`^${pseudo('Select')} `) })
      .first()
      .click();
    await page.waitForURL('**/book/confirmation');
    await page.getByTestId('trip-total').waitFor();
    await page.getByRole('button', { name: pseudo('Price Breakdown') }).click();
    // The server's English line names, worded by the app in the rider's language.
    await page.getByRole('rowheader', { name: pseudo('Base Fare'), exact: true }).waitFor();
    expect(await overflowsOn(page)).toEqual([]);
    await screenshotForReview(page, 'pseudo-confirmation');
    expect(errors).toEqual([]);
  });
});
