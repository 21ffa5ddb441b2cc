import { describe, expect, it } from 'vitest';
import { billingAddressPayload, buildCardInput, expiryMonthYear } from './add-card-input.ts';
import type { BillingAddressValues } from './billing-address.ts';

const NOW = new Date(2026, 4, 15);
const ADDRESS: BillingAddressValues = {
  line1: '768 5th Ave',
  line2: 'Suite 1',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10019',
  countryCode: 'US',
};

describe('billingAddressPayload', () => {
  it('cuts lines and name to 50, city to 30, zip to 9', () => {
    const payload = billingAddressPayload(
      {
        ...ADDRESS,
        line1: `  ${'a'.repeat(60)}`,
        line2: 'b'.repeat(60),
        city: 'c'.repeat(40),
        postalCode: '10019-12345',
      },
      'n'.repeat(60),
    );
    expect(payload).toEqual({
      name: 'n'.repeat(50),
      line1: 'a'.repeat(50),
      line2: 'b'.repeat(50),
      city: 'c'.repeat(30),
      stateCode: 'NY',
      postalCode: '10019-123',
      countryCode: 'US',
    });
  });

  it("sends '00000' for a non-US country only when the postal code was left blank", () => {
    const gb = { ...ADDRESS, countryCode: 'GB', stateCode: '' };
    expect(billingAddressPayload({ ...gb, postalCode: '' }, 'D').postalCode).toBe('00000');
    expect(billingAddressPayload({ ...gb, postalCode: 'SW1A 1AA' }, 'D').postalCode).toBe(
      'SW1A 1AA',
    );
    expect(billingAddressPayload({ ...ADDRESS, postalCode: '' }, 'D').postalCode).toBe('');
  });

  it('keeps the state only for US and CA and sends "Please Select" as empty', () => {
    expect(
      billingAddressPayload({ ...ADDRESS, countryCode: 'CA', stateCode: 'ON' }, 'D').stateCode,
    ).toBe('ON');
    expect(billingAddressPayload({ ...ADDRESS, countryCode: 'GB' }, 'D').stateCode).toBe('');
    expect(billingAddressPayload({ ...ADDRESS, stateCode: 'Please Select' }, 'D').stateCode).toBe(
      '',
    );
    const none = billingAddressPayload({ ...ADDRESS, countryCode: 'Please Select' }, 'D');
    expect(none.countryCode).toBe('');
    expect(none.stateCode).toBe('');
  });
});

describe('buildCardInput', () => {
  it('sends the hosted card: last digits, MM/YYYY, anti-forgery token and account id', () => {
    expect(
      buildCardInput(
        { cardHolderName: ' Dana Rider ', address: ADDRESS },
        {
          token: 'sbx_tok_1',
          cardNumber: '************1111',
          expirationMonth: '3',
          expirationYear: '2029',
          cardNetwork: 'visa',
          gateway: 'fs',
          paymentGatewayId: 7,
          hostedPaymentsAccountId: 'sandbox-demo',
          antiForgeryToken: 'abcdefghij0123456789',
        },
        NOW,
      ),
    ).toEqual({
      cardNumber: '1111',
      cardHolderName: 'Dana Rider',
      expirationDate: '03/2029',
      cardNetwork: 'visa',
      billingAddress: { ...ADDRESS, name: 'Dana Rider' },
      token: 'sbx_tok_1',
      gateway: 'fs',
      paymentGatewayId: 7,
      hostedPaymentsAccountId: 'sandbox-demo',
      anti_forgery_token: 'abcdefghij0123456789',
    });
  });

  it('sends the card-token gateway’s customer and payment method instead', () => {
    const input = buildCardInput(
      { cardHolderName: 'Dana', address: ADDRESS },
      {
        token: 'pm_1',
        cardNumber: '4242',
        expirationMonth: 12,
        expirationYear: 30,
        cardNetwork: 'visa',
        gateway: 'stripe',
        paymentGatewayId: 8,
        customerId: 'cus_1',
      },
      NOW,
    );
    expect(input).toMatchObject({
      customerToken: 'pm_1',
      customerId: 'cus_1',
      expirationDate: '12/2030',
    });
    expect(input).not.toHaveProperty('anti_forgery_token');
    expect(input).not.toHaveProperty('hostedPaymentsAccountId');
  });

  it('gives two-digit years the current century', () => {
    expect(expiryMonthYear('7', '31', NOW)).toBe('07/2031');
  });
});
