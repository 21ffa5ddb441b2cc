import type { Page } from 'playwright-core';

/** Passes the human check (ALTCHA's "I'm not a robot" label) as a rider does. */
export async function passHumanCheck(page: Page): Promise<void> {
  await page.getByText(/not a robot/i).click();
  await page.getByLabel('Cardholder Name').waitFor({ timeout: 30_000 });
}

/** The hosted card fields, typed key by key inside the gateway's iframe. */
export async function typeHostedCard(
  page: Page,
  card: { number: string; month?: string; year?: string; cvv?: string },
): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card Number').pressSequentially(card.number);
  await frame.getByLabel('Expiry month').pressSequentially(card.month ?? '12');
  await frame
    .getByLabel('Expiry year')
    .pressSequentially(card.year ?? String(new Date().getFullYear() + 3));
  await frame.getByLabel('CVV').pressSequentially(card.cvv ?? '123');
}

/** /my-payments/addNew up to the card fields. */
export async function openAddCard(page: Page): Promise<void> {
  await page.goto('/my-payments/addNew');
  await passHumanCheck(page);
  await page.frameLocator('iframe[title="Card details"]').getByLabel('Card Number').waitFor();
}
