import type { BrowserContext, Page } from 'playwright-core';

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

/** Saves the whole page as `name`.png when SCREENSHOT_DIR is set, for a person to look at. */
export async function screenshotForReview(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
