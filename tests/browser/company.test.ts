import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, storedJson } from './app.ts';
import { signInNewRider } from './auth-support.ts';
import { expectNoAxeViolations, phoneContext, usePhoneContext } from './browser.ts';

const { browser, context } = usePhoneContext();

/** Requests the page makes beyond the document and its built files. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/graphql' || /manifest\.json$|\/update\/index$/.test(pathname))
      seen.push(pathname);
  });
  return seen;
}

const primaryButtonColour = (page: Page) =>
  page
    .getByRole('link', { name: 'Start Booking' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe('disabled and unknown companies', () => {
  it('shows the 404 screen for a disabled company at once, asks nothing and forgets the tokens', async () => {
    const { page, errors } = await newPage(context());
    // Signed in, the app asks for the rider's rides under way once: that answer belongs to the
    // demo company's page, so it is awaited before the disabled company's page is watched.
    const currentTrips = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/graphql' &&
        (response.request().postData() ?? '').includes('getCurrentTrips'),
    );
    await signInNewRider(page);
    await currentTrips;
    const requests = apiRequests(page);
    await page.goto('/book?coid=closed');
    await page.getByRole('heading', { name: 'This Booking App Is Not Available' }).waitFor();
    await page
      .getByText('Closed Cars is not taking bookings through this app at the moment.')
      .waitFor();
    const image = page.getByRole('img', { name: '404: page not available' });
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(requests).toEqual([]);
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('shows the not-found screen for an unknown company', async () => {
    const { page } = await newPage(context());
    const requests = apiRequests(page);
    await page.goto('/book?coid=no-such-operator');
    await page.getByRole('heading', { name: 'Operator Not Found' }).waitFor();
    await page.getByRole('img', { name: '404: page not available' }).waitFor();
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('flags the company disabled when the manifest says is_disabled "true"', async () => {
    const { page } = await newPage(context());
    await signInNewRider(page);
    await page.route('**/demo/manifest.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), is_disabled: 'true' } });
    });
    await page.goto('/book');
    await page.getByRole('heading', { name: 'This Booking App Is Not Available' }).waitFor();
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
  });

  it('flags the company disabled when getCompanyData answers 403', async () => {
    const { page } = await newPage(context());
    await signInNewRider(page);
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 403,
        json: {
          errors: [
            {
              message: 'Status: 403, Message: Specified company is disabled.',
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        },
      }),
    );
    await page.goto('/help');
    await page.getByRole('heading', { name: 'This Booking App Is Not Available' }).waitFor();
    expect(await storedJson(page, 'local', 'authData')).toBeNull();
  });
});

describe('branding', () => {
  it('brands demo and acme differently, each with its own colour, and both pass axe', async () => {
    const { page } = await newPage(context());
    await page.goto('/book');
    expect(await primaryButtonColour(page)).toBe('rgb(0, 0, 0)');
    expect(await page.title()).toBe('Demo Limousine - Book a Ride');
    await expectNoAxeViolations(page);

    const acme = await (await phoneContext(browser())).newPage();
    await acme.goto('/book?coid=acme');
    await acme.getByRole('heading', { name: 'Your chauffeur awaits' }).waitFor();
    expect(await primaryButtonColour(acme)).toBe('rgb(11, 61, 145)');
    expect(await acme.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(247, 244, 236)',
    );
    expect(await acme.title()).toBe('Acme Chauffeurs London');
    await expectNoAxeViolations(acme);
    await acme.context().close();
  });
});

describe('company configuration refresh (spec part 1 §4)', () => {
  it('stores the manifest on the first visit without fetching the update document', async () => {
    const { page } = await newPage(context());
    const requests = apiRequests(page);
    await page.goto('/book');
    await expect
      .poll(() => storedJson(page, 'local', 'jsonData'))
      .toMatchObject({ title: 'Demo Limousine - Book a Ride' });
    expect(requests).toContain('/demo/manifest.json');
    expect(requests).not.toContain('/demo/update/index');
  });

  it('replaces a stale cached copy after fetching the update document', async () => {
    const { page } = await newPage(context());
    await page.goto('/book');
    await expect.poll(() => storedJson(page, 'local', 'jsonData')).not.toBeNull();
    await page.evaluate(() => {
      const stale = {
        ...JSON.parse(localStorage.getItem('jsonData') ?? '{}'),
        title: 'Old title',
        theme_color: '#123456',
      };
      localStorage.setItem('jsonData', JSON.stringify(stale));
    });
    const update = page.waitForRequest('**/demo/update/index');
    await page.reload();
    await update;
    await expect
      .poll(() => storedJson(page, 'local', 'jsonData'))
      .toMatchObject({
        title: 'Demo Limousine - Book a Ride',
        theme_color: '#000000',
      });
  });

  it('rewrites the page when the operator changed its branding', async () => {
    const { page } = await newPage(context());
    await page.goto('/book');
    await expect.poll(() => storedJson(page, 'local', 'jsonData')).not.toBeNull();
    await page.route('**/demo/manifest.json', async (route) => {
      const response = await route.fetch();
      const fresh = await response.json();
      await route.fulfill({
        response,
        json: {
          ...fresh,
          title: 'Demo Limousine Rebranded',
          description: 'New words',
          theme_color: '#7a1f5c',
          company_logo: '/demo/brand/logo?v=rebrand',
          icons: [{ ...fresh.icons[0], src: '/demo/brand/icon-192?v=rebrand' }],
          tag_manager_code: 'GTM-TEST123',
        },
      });
    });
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ body: '', contentType: 'text/javascript' }),
    );
    await page.reload();
    await expect.poll(() => page.title()).toBe('Demo Limousine Rebranded');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'New words',
    );
    expect(await primaryButtonColour(page)).toBe('rgb(122, 31, 92)');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe(
      '/demo/brand/icon-192?v=rebrand',
    );
    expect(await page.getByRole('img', { name: 'Demo Limousine' }).getAttribute('src')).toBe(
      '/demo/brand/logo?v=rebrand',
    );
    expect(await page.locator('script#tag-manager').getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
    );
    expect(await storedJson(page, 'local', 'jsonData')).toMatchObject({
      title: 'Demo Limousine Rebranded',
    });
    await expectNoAxeViolations(page);
  });

  it('only logs a manifest failure and carries on', async () => {
    const { page, errors } = await newPage(context());
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/demo/manifest.json', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto('/book');
    await page.getByRole('link', { name: 'Start Booking' }).waitFor();
    await expect
      .poll(() => logged.some((t) => t.includes('Could not load the company manifest')))
      .toBe(true);
    expect(await storedJson(page, 'local', 'jsonData')).toBeNull();
    expect(errors).toEqual([]);
  });
});
