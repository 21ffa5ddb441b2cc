import type { BrowserContext, Page } from 'playwright-core';

/** What the accounts feature stores after sign-in (apps/web/src/stores/auth.ts). */
export const RIDER_AUTH = {
  accessToken: 'browser-test-token',
  refreshToken: 'refresh',
  expiresIn: 900,
};
export const RIDER_SESSION = {
  firstName: 'Riley',
  lastName: 'Rider',
  emailAddress: 'rider@demo.test',
  companyId: 'demo',
  companyLogo: '',
  isAllowToAccountCreation: true,
  phone: '',
};

/** Opens the app once so its origin's storage can be written, then stores a signed-in rider. */
export async function signInByStorage(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/book');
  await page.evaluate(
    ([auth, session]) => {
      localStorage.setItem('authData', JSON.stringify(auth));
      localStorage.setItem('sessionValues', JSON.stringify(session));
    },
    [RIDER_AUTH, RIDER_SESSION] as const,
  );
}

/** Uncaught errors in the page (a broken screen, a CSP refusal of a script) fail the test. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

export async function newPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page) };
}

export async function storedJson(
  page: Page,
  area: 'local' | 'session',
  key: string,
): Promise<unknown> {
  return page.evaluate(
    ([which, name]) => {
      const text = (which === 'local' ? localStorage : sessionStorage).getItem(name);
      return text === null ? null : (JSON.parse(text) as unknown);
    },
    [area, key] as const,
  );
}
