import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './app.ts';
import { callApi, signInNewRider } from './auth-support.ts';
import { storedForm } from './booking-flow.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

interface SavedAddress {
  id: string;
  name: string;
  type: string;
  line1: string;
  coordinates: { latitude: number; longitude: number };
}

/** The rider's places as the API has them. */
async function savedAddresses(accessToken: string): Promise<SavedAddress[]> {
  const answer = await callApi<{ getSavedAddresses: { nodes: SavedAddress[] } }>(
    `query getSavedAddresses($first: Int!) {
      getSavedAddresses(first: $first) { nodes { id name type line1 coordinates { latitude longitude } } }
    }`,
    { first: 50 },
    { Authorization: `Bearer ${accessToken}` },
  );
  if (!answer.data) throw new Error(`No places: ${JSON.stringify(answer.errors)}`);
  return answer.data.getSavedAddresses.nodes;
}

async function openMyPlacesFromMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Favorites' }).click();
  await page.waitForURL((url) => url.pathname === '/my-places');
  await page.getByRole('heading', { name: 'My Places', level: 1 }).waitFor();
}

describe('My Places (/my-places)', () => {
  it('adds a place, offers it first in the booking search, fills the route with it, and deletes it', async () => {
    const page = await context().newPage();
    const errors = collectPageErrors(page);
    const rider = await signInNewRider(page);

    await openMyPlacesFromMenu(page);
    await page.getByText('No saved addresses found', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    // Add Place: search the address, then name it and say what it is.
    await page.getByRole('button', { name: 'Add Place' }).click();
    await page.getByRole('searchbox', { name: 'Search for an address' }).fill('grand central');
    await page.getByRole('button', { name: /^Grand Central Terminal/ }).click();
    await expectNoAxeViolations(page);
    const name = page.getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toBe('Grand Central Terminal');
    await name.fill('');
    await name.press('Enter');
    await page.getByText('Required', { exact: true }).waitFor();
    await name.fill('Commute');
    await page.getByRole('radio', { name: 'Work' }).check();
    await page.getByRole('button', { name: 'Save Place' }).click();

    const list = page.getByRole('list', { name: 'Saved places' });
    await list.getByText('Commute', { exact: true }).waitFor();
    await page.getByRole('status').getByText('Commute was added to your places.').waitFor();
    expect(await list.getByRole('listitem').textContent()).toContain('89 E 42nd St');
    expect(await page.getByText('No saved addresses found').count()).toBe(0);
    await expectNoAxeViolations(page);
    const [saved] = await savedAddresses(rider.accessToken);
    expect(saved).toMatchObject({ name: 'Commute', type: 'WORK', line1: '89 E 42nd St' });

    // The booking search offers it first, and choosing it fills the pickup row with it.
    await page.goto('/book/routing');
    await page
      .getByRole('list', { name: 'Your route' })
      .getByRole('button', { name: /Pickup/ })
      .click();
    await page.waitForURL('**/book/routing/search?**');
    const suggestions = page.locator('.suggestion');
    await expect.poll(() => suggestions.first().textContent()).toContain('Commute');
    expect(await page.getByRole('heading', { name: 'Saved Places' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await suggestions.first().click();
    await page.waitForURL((url) => url.pathname === '/book/routing');
    expect(
      await page
        .getByRole('list', { name: 'Your route' })
        .getByRole('button', { name: /Pickup/ })
        .textContent(),
    ).toContain('Commute');
    const form = (await storedForm(page)) as { route: { isPickup?: boolean; location: unknown }[] };
    expect(form.route.find((item) => item.isPickup)?.location).toMatchObject({
      name: 'Commute',
      line1: '89 E 42nd St',
      lat: saved!.coordinates.latitude,
      lng: saved!.coordinates.longitude,
      placeId: `saved:${saved!.id}`,
    });

    // Delete asks first; Cancel keeps the place, Delete removes it.
    await page.goto('/my-places');
    await list.getByRole('button', { name: 'Delete Commute' }).click();
    await list.getByRole('group', { name: 'Delete Commute?' }).waitFor();
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: 'Cancel' }).click();
    expect(await savedAddresses(rider.accessToken)).toHaveLength(1);
    await list.getByRole('button', { name: 'Delete Commute' }).click();
    await list.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No saved addresses found', { exact: true }).waitFor();
    await page.getByRole('status').getByText('Commute was deleted.').waitFor();
    expect(await savedAddresses(rider.accessToken)).toEqual([]);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
