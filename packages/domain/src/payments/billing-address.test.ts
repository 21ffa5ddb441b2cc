import { describe, expect, it } from 'vitest';
import {
  billingAddressInput,
  canSaveBillingAddress,
  chosenValue,
  countryHasStates,
  hasAddress,
  optionLabel,
  type BillingAddressValues,
} from './billing-address.ts';

const US: BillingAddressValues = {
  line1: '768 5th Ave',
  line2: '',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10019',
  countryCode: 'US',
};

describe('billing address screen: SAVE ADDRESS', () => {
  it('is enabled with line 1, city, postal code, country and a US state', () => {
    expect(canSaveBillingAddress(US)).toBe(true);
  });

  it.each(['line1', 'city', 'postalCode'] as const)('needs %s', (field) => {
    expect(canSaveBillingAddress({ ...US, [field]: '  ' })).toBe(false);
  });

  it.each(['', 'Please Select', 'Select Country'])('needs a country, not %j', (countryCode) => {
    expect(canSaveBillingAddress({ ...US, countryCode })).toBe(false);
  });

  it.each(['', 'Please Select', 'Select State'])('needs a US state, not %j', (stateCode) => {
    expect(canSaveBillingAddress({ ...US, stateCode })).toBe(false);
  });

  it('needs no state outside the US (the screen’s rule; the card form adds CA)', () => {
    expect(canSaveBillingAddress({ ...US, countryCode: 'CA', stateCode: '' })).toBe(true);
    expect(canSaveBillingAddress({ ...US, countryCode: 'GB', stateCode: '' })).toBe(true);
  });

  it('is disabled while errors exist', () => {
    expect(canSaveBillingAddress(US, { postalCode: 'Zip/Postal Code is invalid' })).toBe(false);
  });
});

describe('dropdown values and the address payload', () => {
  it('treats the placeholders as nothing chosen and labels options "name (code)"', () => {
    expect(chosenValue('Please Select')).toBe('');
    expect(chosenValue('Select State')).toBe('');
    expect(chosenValue(' NY ')).toBe('NY');
    expect(optionLabel('New York', 'NY')).toBe('New York (NY)');
  });

  it('knows which countries have states and whether a profile has an address', () => {
    expect(countryHasStates('US')).toBe(true);
    expect(countryHasStates('CA')).toBe(true);
    expect(countryHasStates('GB')).toBe(false);
    expect(hasAddress({ line1: '', city: '', postalCode: '' })).toBe(false);
    expect(hasAddress(US)).toBe(true);
    expect(hasAddress(null)).toBe(false);
  });

  it('sends the state only for US and CA, trimmed', () => {
    expect(billingAddressInput({ ...US, line1: ' 1 Main St ' })).toEqual({
      ...US,
      line1: '1 Main St',
    });
    expect(billingAddressInput({ ...US, countryCode: 'GB', stateCode: 'NY' }).stateCode).toBe('');
    expect(billingAddressInput({ ...US, stateCode: 'Please Select' }).stateCode).toBe('');
  });
});
