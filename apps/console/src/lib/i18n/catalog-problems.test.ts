import { i18n } from '@lingui/core';
import {
  checkPricingZoneInput,
  checkPromoCodeInput,
  checkServiceTypeInput,
  checkSurchargeInput,
  checkVehicleTypeInput,
  checkZoneFareInput,
} from '@ride/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en.po';
import { messages as spanish } from '../../locales/es.po';
import { validationText } from './validation-text.ts';

/** What the catalog forms' own checks say about wrong values (packages/domain's English). */
function problems(): string[] {
  const found: string[] = [];
  const add = (checked: { ok: true } | { ok: false; errors: object }) => {
    if (!checked.ok) found.push(...(Object.values(checked.errors) as string[]));
  };
  add(checkServiceTypeInput({ name: '', code: '!', sortOrder: -1 }));
  add(checkServiceTypeInput({ name: 'x'.repeat(61), code: 'A', sortOrder: 1 }));
  add(
    checkVehicleTypeInput({
      name: 'Sedan',
      passengerCapacity: 0,
      luggageCapacity: -1,
      childSeatCapacity: 99,
      isAccessible: false,
      sortOrder: 5000,
      isActive: false,
    }),
  );
  add(
    checkPromoCodeInput({
      code: '!',
      description: 'x'.repeat(201),
      kind: 'PERCENT',
      value: '0',
      validFrom: '',
      validUntil: 'soon',
      usageLimit: 0,
      isActive: true,
    }),
  );
  add(
    checkPromoCodeInput({
      code: 'SPRING',
      description: '',
      kind: 'AMOUNT',
      value: '0',
      validFrom: '2026-02-01T00:00:00Z',
      validUntil: '2026-01-01T00:00:00Z',
      usageLimit: null,
      isActive: true,
    }),
  );
  add(
    checkSurchargeInput({
      name: '',
      kind: 'NIGHT',
      startTime: '25:00',
      endTime: 'x',
      date: null,
      percent: '120',
      amount: null,
    }),
  );
  add(
    checkSurchargeInput({
      name: 'New Year',
      kind: 'HOLIDAY',
      startTime: null,
      endTime: null,
      date: 'soon',
      percent: '5',
      amount: '2.00',
    }),
  );
  add(
    checkZoneFareInput({
      vehicleTypeId: 0,
      fromZoneId: 0,
      toZoneId: 1,
      amount: 'x',
      isOneWay: false,
    }),
  );
  add(checkPricingZoneInput({ name: '', points: [] }));
  return [...new Set(found)];
}

describe('the catalog forms’ own checks in the console’s language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('keep the domain’s English in English', () => {
    const found = problems();
    expect(found.length).toBeGreaterThan(15);
    for (const problem of found) expect(validationText(problem)).toBe(problem);
  });

  it('are each translated', () => {
    const found = problems();
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(found.filter((problem) => validationText(problem) === problem)).toEqual([]);
  });
});
