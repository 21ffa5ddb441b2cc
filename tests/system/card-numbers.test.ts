import { describe, expect, it } from 'vitest';
import { cardNumbersIn, gatewaySecretsIn } from '../browser/card-numbers.ts';

describe('cardNumbersIn', () => {
  it.each([
    ['{"cardNumber":"4111111111111111"}', '411111…1111 (16 digits)'],
    ['typed as 4111 1111 1111 1111 in a log line', '411111…1111 (16 digits)'],
    ['amex 3782-822463-10005', '378282…0005 (15 digits)'],
    ['{"number":"4000 0000 0000 0002"}', '400000…0002 (16 digits)'],
    ['a token tok_4111111111111111 logged', '411111…1111 (16 digits)'],
  ])('finds the card number in %s', (text, masked) => {
    expect(cardNumbersIn(text)).toContain(masked);
  });

  it.each([
    '************1111',
    '{"lastDigits":"1111","confirmationNumber":"100004","phone":"+12125550134"}',
    'expire 1763934000000 and 4111111111111112',
    'sbx_tok_AbC123dEf456',
    'a longer id: 994000000000000002, a time: 1763934000000123',
    '{"latitude":40.6794531239408,"longitude":-73.4111111111111111}',
    '{"id":"b4111-1111-1111-1111a","hash":"c4111111111111111d"}',
    // Request ids seen in a server log: digit groups after a hex letter pass the Luhn check.
    '{"requestId":"467f3f93-adf8-4995-8a62-330185464566"}',
    '{"requestId":"9aec8f35-7711-4129-8998-33bff29c41af"}',
  ])('finds none in %s', (text) => {
    expect(cardNumbersIn(text)).toEqual([]);
  });
});

describe('gatewaySecretsIn', () => {
  it('finds Stripe secret and restricted keys, masked, and not publishable keys', () => {
    const text =
      'saved sk_test_51Habc123Zq9w and rk_live_9xYz7788aa; shown pk_test_51Hpublic99 and sk_test_ short';
    expect(gatewaySecretsIn(text)).toEqual(['sk_test_…Zq9w', 'rk_live_…88aa']);
    expect(gatewaySecretsIn('ciphertext v1:3q2+7w==:abc')).toEqual([]);
  });
});
