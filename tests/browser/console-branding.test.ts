import { DARK_NEUTRALS, darkPrimary } from '@ride/domain';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import {
  baseUrl,
  desktopContext,
  expectNoAxeViolations,
  phoneContext,
  useBrowser,
} from './browser.ts';
import { consoleSection, signInToConsole, startButtonColour } from './console-support.ts';

const NEW_PRIMARY = '#7a1f5c';

/** "#7a1f5c" as computed styles give it: "rgb(122, 31, 92)". */
function rgbOf(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

function logoPng(): Buffer {
  const image = new PNG({ width: 64, height: 32 });
  for (let i = 0; i < 64 * 32; i += 1) image.data.set([122, 31, 92, 255], i * 4);
  return PNG.sync.write(image);
}

const section = consoleSection;
const signIn = (page: Page) => signInToConsole(page);

/** Axe at the console's desktop size and on a phone. */
async function expectAccessibleAtBothSizes(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('console branding', () => {
  const { browser } = useBrowser();
  // The demo company's brand as it was, put back after the file (other files expect it).
  let original: { branding: Record<string, string>; logo: Buffer } | undefined;
  let restore: ((page: Page) => Promise<void>) | undefined;

  afterAll(async () => {
    if (!original || !restore) return;
    const context = await desktopContext(browser());
    const { page } = await newPage(context);
    await signIn(page);
    await restore(page);
    await context.close();
  });

  it('checks contrast live, previews unsaved colours, saves and uploads a logo that riders then see', async () => {
    const context = await desktopContext(browser());
    const { page, errors } = await newPage(context);
    await signIn(page);
    await section(page, 'Branding').click();
    await page.getByRole('heading', { name: 'Branding', level: 1 }).waitFor();
    const logoBefore = Buffer.from(
      await (await fetch(`${baseUrl()}/demo/brand/logo`)).arrayBuffer(),
    );
    const branding = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLInputElement>('form input[id]:not([type=file])')].map(
          (input) => [input.labels?.[0]?.textContent ?? input.id, input.value],
        ),
      ),
    );
    original = { branding, logo: logoBefore };
    restore = async (p) => {
      await section(p, 'Branding').click();
      for (const [label, value] of Object.entries(branding)) {
        await p.getByLabel(label, { exact: true }).fill(value);
      }
      await p.getByRole('button', { name: 'Save branding' }).click();
      await p.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      await p.getByLabel('Logo', { exact: true }).setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: logoBefore,
      });
      await p.getByRole('button', { name: 'Upload' }).click();
      await p.getByRole('status').filter({ hasText: 'Uploaded.' }).waitFor();
    };

    await expectAccessibleAtBothSizes(page);

    // The preview is the real rider app, framed, on the booking screen.
    const preview = page.frameLocator('iframe[title^="Preview of the rider"]');
    await preview.getByRole('link', { name: 'Start Booking' }).waitFor();

    // A secondary text too faint on the background: shown at once, and refused by the server.
    const secondary = page.getByLabel('Secondary text', { exact: true });
    await secondary.fill('#bbbbbb');
    const contrastMessage = 'Secondary text on background: contrast 1.91:1, needs at least 4.5:1.';
    await expect.poll(() => page.getByText(contrastMessage).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(contrastMessage);
    await secondary.fill('#595959');

    // A new primary colour shows in the preview before it is saved...
    await page.getByLabel('Primary colour (buttons)', { exact: true }).fill(NEW_PRIMARY);
    await expect.poll(() => startButtonColour(preview)).toBe('rgb(122, 31, 92)');
    // ...in dark mode too, where it is lightened to stand out on the dark background.
    const dark = darkPrimary(NEW_PRIMARY, DARK_NEUTRALS.backgroundColor);
    expect(dark).not.toBe(NEW_PRIMARY);
    await page.getByText(`In dark mode the primary colour shows as ${dark}`).waitFor();
    await page.getByRole('radio', { name: 'Dark mode' }).check();
    await expect.poll(() => startButtonColour(preview)).toBe(rgbOf(dark));
    await expect
      .poll(() => preview.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe('rgb(18, 18, 18)');
    await screenshotForReview(page, 'console-branding-dark-preview');
    await page.getByRole('radio', { name: 'Light mode' }).check();
    await expect.poll(() => startButtonColour(preview)).toBe('rgb(122, 31, 92)');
    const riderBefore = await phoneContext(browser());
    const riderPage = (await newPage(riderBefore)).page;
    await riderPage.goto('/book?coid=demo');
    expect(await startButtonColour(riderPage)).not.toBe('rgb(122, 31, 92)');
    await riderBefore.close();

    // The booking screen's heading follows the call to action as it is typed.
    const callToAction = page.getByLabel('QR page call to action', { exact: true });
    const savedCallToAction = await callToAction.inputValue();
    await callToAction.fill('Harbour rides, door to door');
    await preview.getByRole('heading', { level: 1, name: 'Harbour rides, door to door' }).waitFor();
    await callToAction.fill(savedCallToAction);

    // ...and is saved.
    await page.getByRole('button', { name: 'Save branding' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // The logo: chosen (previewed), then uploaded.
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logoPng(),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').filter({ hasText: 'Uploaded.' }).waitFor();
    expect(errors).toEqual([]);

    // A rider's fresh page load shows the new colour and the new logo.
    const rider = await phoneContext(browser());
    const { page: fresh } = await newPage(rider);
    await fresh.goto('/book?coid=demo');
    expect(await startButtonColour(fresh)).toBe('rgb(122, 31, 92)');
    // A phone in dark mode gets the palette's dark form from the first paint.
    await fresh.emulateMedia({ colorScheme: 'dark' });
    expect(await startButtonColour(fresh)).toBe(rgbOf(dark));
    await fresh.emulateMedia({ colorScheme: 'light' });
    const logo = fresh.locator('img.book-start__logo');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth]))
      .toEqual([true, 64]);
    await rider.close();
    await context.close();
  });

  it('shows Company & texts accessibly at both sizes', async () => {
    const context = await desktopContext(browser());
    const { page, errors } = await newPage(context);
    await signIn(page);
    await section(page, 'Company & texts').click();
    await page.getByRole('heading', { name: 'Company & texts', level: 1 }).waitFor();
    await page.getByLabel('Terms and conditions').waitFor();
    await expectAccessibleAtBothSizes(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
