import { describe, expect, it } from 'vitest';
import { newPage } from './app.ts';
import { expectNoAxeViolations, usePhoneContext } from './browser.ts';

const { context } = usePhoneContext();

describe('help, terms and privacy (spec part 2 §2)', () => {
  it('reaches support, terms and the privacy policy from the side menu', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/book');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('navigation').getByRole('link', { name: 'Support' }).click();
    await page.waitForURL('**/help');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Call Support' }).getAttribute('href')).toMatch(
      /^tel:\+?[0-9]+$/,
    );
    expect(
      await main.getByRole('link', { name: 'Send Feedback by E-mail' }).getAttribute('href'),
    ).toMatch(/^mailto:support@demo-limousine\.test\?subject=Feedback$/);
    const about = main.getByRole('link', { name: /About Us/ });
    expect(await about.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.waitForURL('**/terms/default');
    await main.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();
    expect((await main.locator('.text-content').textContent())?.length).toBeGreaterThan(40);
    await page.goBack();
    await page.waitForURL('**/help');
    await main.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy-policy');
    await main.getByText(/Demo Limousine collects the details you give/).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('shows a service type’s own rental agreement as formatted text, else the default', async () => {
    const { page, errors } = await newPage(context());
    await page.goto('/terms/AA');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Airport pickups', level: 2 }).waitFor();
    expect(await main.locator('.text-content li').count()).toBe(2);
    const mail = main.locator('.text-content').getByRole('link', { name: /support@/ });
    expect(await mail.getAttribute('href')).toBe('mailto:support@demo-limousine.test');
    expect(await mail.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoAxeViolations(page);

    await page.goto('/terms/PTP');
    await main.getByRole('heading', { name: 'Rental Agreement', level: 1 }).waitFor();
    await main.locator('.text-content p').first().waitFor();
    expect(await main.getByRole('heading', { name: 'Airport pickups' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
