import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hostedFieldsPage } from '../../apps/server/src/adapters/payments/sandbox/hosted-fields.page.ts';

/** The sandbox gateway's card page, as the rider's phone loads it inside the app: 30 kB gzipped. */
const HOSTED_PAGE_BUDGET_BYTES = 30_000;

describe('the hosted card page', () => {
  it('loads within 30 kB gzipped, its page and script together', () => {
    const page = Buffer.from(hostedFieldsPage(false));
    const script = readFileSync(resolve('apps/server/dist/sandbox/hosted-fields.js'));
    const gzipped = gzipSync(page).length + gzipSync(script).length;
    console.info(
      `hosted card page: ${gzipped} bytes gzipped (page ${page.length}, script ${script.length} raw)`,
    );
    // The script really is the card fields: it validates numbers and posts them to the gateway.
    expect(script.toString()).toContain('tokenize');
    expect(gzipped).toBeGreaterThan(1_000);
    expect(gzipped).toBeLessThanOrEqual(HOSTED_PAGE_BUDGET_BYTES);
  });
});
