import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { exampleMails } from '../../apps/server/src/messages/mail/mail.test-helpers.ts';
import { expectNoAxeViolations, useBrowser } from './browser.ts';

const { browser } = useBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // A mail client's reading pane, 600 px wide. The mails carry no script (a unit test holds
  // that); scripts stay on here because axe itself runs on timers.
  context = await browser().newContext({ viewport: { width: 600, height: 900 } });
  page = await context.newPage();
  // The examples' logos and photos are on example hosts: nothing is fetched.
  await page.route('**/*', (route) => route.abort());
});
afterAll(async () => {
  await context.close();
});

const MAILS = Object.entries(exampleMails());

/**
 * Every mail as a client shows it, in light and in dark mode: a reader that prefers dark gets the
 * browser's dark canvas under the mail (it declares both schemes), so a block without its own
 * colours would show dark text on dark.
 */
describe.each(['light', 'dark'] as const)('accessibility of every mail (axe, %s)', (scheme) => {
  it.each(MAILS)('%s', async (_name, render) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setContent((await render()).html);
    // A mail is shown inside the client's own page, whose landmarks it sits in: the page-level
    // landmark rules do not apply to it.
    await expectNoAxeViolations(page, { skipRules: ['landmark-one-main', 'region'] });
  });
});
