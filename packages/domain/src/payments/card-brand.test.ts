import { describe, expect, it } from 'vitest';
import {
  brandOfCardType,
  brandOfShortCode,
  cardBrandLabel,
  cardNetworkOfBrand,
  cardNetworkOfType,
  lastDigitsOf,
  maskedCardNumber,
  shortCodeOfBrand,
  type CardBrand,
} from './card-brand.ts';
import { brandOfCardNumber } from './card-form.ts';

describe('card brands', () => {
  it.each([
    ['VISA', 'VI', 'visa'],
    ['MASTER_CARD', 'MC', 'master_card'],
    ['DISCOVER_CARD', 'DISC', 'discover'],
    ['AMERICAN_EXPRESS', 'AE', 'american_express'],
    ['DINNER_CLUB', 'DC', 'dinner_club'],
    ['OTHER', 'OTHER', 'other'],
  ] as [CardBrand, string, string][])('%s is %s and network %s', (brand, code, network) => {
    expect(shortCodeOfBrand(brand)).toBe(code);
    expect(brandOfShortCode(code)).toBe(brand);
    expect(cardNetworkOfBrand(brand)).toBe(network);
  });

  it('takes an unknown short code as OTHER', () => {
    expect(brandOfShortCode('JCB')).toBe('OTHER');
  });

  it.each([
    ['visa', 'VISA', 'visa'],
    ['mastercard', 'MASTER_CARD', 'master_card'],
    ['discover', 'DISCOVER_CARD', 'discover'],
    ['amex', 'AMERICAN_EXPRESS', 'american_express'],
    ['american-express', 'AMERICAN_EXPRESS', 'american_express'],
    ['diners', 'DINNER_CLUB', 'dinner_club'],
    ['diners-club', 'DINNER_CLUB', 'dinner_club'],
    ['jcb', 'OTHER', 'other'],
    [undefined, 'OTHER', 'other'],
  ])('maps the detected type %s to %s / %s', (type, brand, network) => {
    expect(brandOfCardType(type)).toBe(brand);
    expect(cardNetworkOfType(type)).toBe(network);
  });

  it('detects the brand of a number with card-validator', () => {
    expect(brandOfCardNumber('4111 1111 1111 1111')).toBe('VISA');
    expect(brandOfCardNumber('5555555555554444')).toBe('MASTER_CARD');
    expect(brandOfCardNumber('378282246310005')).toBe('AMERICAN_EXPRESS');
    expect(brandOfCardNumber('6011111111111117')).toBe('DISCOVER_CARD');
    expect(brandOfCardNumber('36227206271667')).toBe('DINNER_CLUB');
    expect(brandOfCardNumber('9999')).toBe('OTHER');
  });

  it('labels a brand with spaces for underscores and masks the last digits', () => {
    expect(cardBrandLabel('AMERICAN_EXPRESS')).toBe('AMERICAN EXPRESS');
    expect(cardBrandLabel('VISA')).toBe('VISA');
    expect(maskedCardNumber('1111')).toBe('****1111');
    expect(lastDigitsOf('************4444')).toBe('4444');
    expect(lastDigitsOf('4111 1111 1111 1111')).toBe('1111');
  });
});
