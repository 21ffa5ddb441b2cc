import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { choosePlace, storedForm } from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

describe('stops on the route list', () => {
  it('adds, reorders (buttons and drag), collapses and removes stops', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/book/routing');
    await choosePlace(page, /Pickup/, 'The Plaza', /^The Plaza/);
    await choosePlace(page, /Drop-off/, 'Grand Central', /^Grand Central Terminal/);
    for (const [typed, name] of [
      ['Carnegie', /^Carnegie Hall/],
      ['Times Square', /^Times Square/],
      ['Radio City', /^Radio City Music Hall/],
    ] as const) {
      await page.getByRole('button', { name: 'Add a stop' }).click();
      await page.waitForURL('**/book/routing/search?add=stop');
      await page.getByRole('searchbox').fill(typed);
      await page.getByRole('button', { name }).first().click();
      await page.waitForURL((url) => url.pathname === '/book/routing');
    }
    const stopNames = () => page.locator('.route-row--stop .route-row__name').allTextContents();
    expect(await stopNames()).toEqual(['Carnegie Hall', 'Times Square', 'Radio City Music Hall']);
    expect(await page.locator('.map-marker').allTextContents()).toEqual(['A', '1', '2', '3', 'B']);

    await page.getByRole('button', { name: 'Move stop 1 down' }).click();
    expect(await stopNames()).toEqual(['Times Square', 'Carnegie Hall', 'Radio City Music Hall']);
    await page
      .getByRole('status')
      .filter({ hasText: 'Carnegie Hall is now stop 2 of 3' })
      .waitFor();
    await page.getByRole('button', { name: 'Move stop 3 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await stopNames()).toEqual(['Times Square', 'Radio City Music Hall', 'Carnegie Hall']);

    // Drag the last stop up to the top by its grip.
    const grip = page.locator('.route-row--stop .route-row__grip').nth(2);
    const box = await grip.boundingBox();
    const rowHeight = (await page.locator('.route-row--stop').first().boundingBox())?.height ?? 0;
    if (!box) throw new Error('no grip');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - rowHeight, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 2 * rowHeight, {
      steps: 4,
    });
    await page.mouse.up();
    expect(await stopNames()).toEqual(['Carnegie Hall', 'Times Square', 'Radio City Music Hall']);
    expect(
      ((await storedForm(page)) as { route: { name: string }[] }).route.map((item) => item.name),
    ).toEqual([
      'The Plaza',
      'Carnegie Hall',
      'Times Square',
      'Radio City Music Hall',
      'Grand Central Terminal',
    ]);

    const toggle = page.getByRole('button', { name: '3 STOPS' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await stopNames()).toEqual([]);
    await expectNoAxeViolations(page);
    await toggle.click();
    await page.getByRole('button', { name: 'Remove stop 2: Times Square' }).click();
    expect(await stopNames()).toEqual(['Carnegie Hall', 'Radio City Music Hall']);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
