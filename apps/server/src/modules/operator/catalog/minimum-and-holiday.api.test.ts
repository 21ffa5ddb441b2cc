import { formatPickUpTime, startOfZonedDate, zonedDateOf } from '@ride/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import {
  LOOKUP_RATES,
  pickupIn,
  serviceTypeIds,
  stops,
  sumOf,
  TIME_ZONES,
  type LookupRatesResult,
  type RatedVehicle,
} from '../../rates/rates.test-helpers.ts';
import { ACME_ADMIN, signInAsStaff } from '../../staff/staff.test-helpers.ts';
import {
  PREVIEW_PRICE,
  SAVE_RATE_CARD,
  signInDemoAdmin,
  VEHICLE_TYPES,
  type CatalogVehicle,
} from './catalog.test-helpers.ts';
import {
  PRICING_RULES,
  saved,
  SAVE_SURCHARGE,
  type PricingRulesAnswer,
} from './pricing-rules.test-helpers.ts';

const DAY = 86_400_000;
/** Half up, in whole cents: what a percentage of an amount comes to. */
const percentOfCents = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

interface Preview {
  previewPrice: {
    amountInMinorUnits: number;
    rates: { name: string; valueInMinorUnits: number }[];
  };
}

/** A pickup at an instant, as the rider's app sends it for a company's clock. */
const pickupAt = (instant: Date, coid = 'demo') => ({
  scheduledPickupTime: instant.toISOString(),
  formattedPickUpTime: formatPickUpTime(instant, TIME_ZONES[coid]!),
});

const linesOf = (vehicle: RatedVehicle) =>
  vehicle.rates.map(({ name, valueInMinorUnits }) => ({ name, valueInMinorUnits }));

const HOLIDAY = 'Founders Day';

describe.each(databaseKinds())(
  'the minimum fare and holidays in the rider’s quote on %s',
  (kind) => {
    const api = useTestApi(kind);
    let admin: Record<string, string>;
    let types: Record<string, number>;
    let cars: CatalogVehicle[];
    /** demo's holiday: the date 3 days from now on its clock (pickups 30 hours ahead never reach it). */
    let holiday: string;
    beforeAll(async () => {
      admin = await signInDemoAdmin(api);
      types = await serviceTypeIds(api, 'demo');
      cars = (await saved<{ catalogVehicleTypes: CatalogVehicle[] }>(api, VEHICLE_TYPES, {}, admin))
        .catalogVehicleTypes;
      holiday = zonedDateOf(new Date(Date.now() + 3 * DAY), TIME_ZONES.demo!);
      const input = { name: HOLIDAY, kind: 'HOLIDAY', date: holiday, percent: '15' };
      await saved(api, SAVE_SURCHARGE, { input }, admin);
    });
    beforeEach(() => clearRateLimits(api));

    const car = (name: string) => cars.find((vehicle) => vehicle.name === name)!;

    /** The rider's quote: Grand Central to the Plaza for demo, the Savoy to Heathrow for acme. */
    async function lookup(pickup: Record<string, string>, coid = 'demo') {
      const ids = coid === 'demo' ? types : await serviceTypeIds(api, coid);
      const answer = await saved<LookupRatesResult>(
        api,
        LOOKUP_RATES,
        {
          input: {
            coid,
            serviceTypeId: coid === 'demo' ? ids.PTP : ids.AD,
            ...pickup,
            totalPassengers: 1,
            totalLuggage: 0,
            route: coid === 'demo' ? [stops.grandCentral, stops.plaza] : [stops.savoy, stops.lhr],
          },
        },
        {},
      );
      return answer.lookupRates.vehicles;
    }

    const quote = async (name: string, pickup: Record<string, string>) =>
      (await lookup(pickup)).find((vehicle) => vehicle.name === name)!;

    /** The console's preview of the saved card on the same route at the same pickup. */
    async function preview(vehicle: CatalogVehicle, scheduledPickupTime: string) {
      return (
        await saved<Preview>(
          api,
          PREVIEW_PRICE,
          {
            input: {
              vehicleTypeId: vehicle.id,
              rates: vehicle.rates,
              serviceTypeId: types.PTP,
              route: {
                pickup: { ...stops.grandCentral.address.coordinates, kind: 'ADDRESS' },
                dropoff: { ...stops.plaza.address.coordinates, kind: 'ADDRESS' },
              },
              pickupAt: scheduledPickupTime,
            },
          },
          admin,
        )
      ).previewPrice;
    }

    it('lifts a short ride to the minimum fare, then charges gratuity and tax on the minimum', async () => {
      const suv = car('SUV');
      const rates = {
        ...suv.rates,
        minimumFare: '450.00',
        gratuityPercent: '20',
        taxPercent: '8.875',
      };
      const answer = await saved<{ saveRateCard: CatalogVehicle }>(
        api,
        SAVE_RATE_CARD,
        { vehicleTypeId: suv.id, rates },
        admin,
      );
      const pickup = pickupIn(30);
      const quoted = await quote('SUV', pickup);
      const at = quoted.rates.findIndex((line) => line.name === 'Minimum Fare Adjustment');
      expect(at).toBeGreaterThan(0);
      const fareAndFees = sumOf({ ...quoted, rates: quoted.rates.slice(0, at) });
      expect(fareAndFees).toBeLessThan(45_000);
      expect(quoted.rates[at]!.valueInMinorUnits).toBe(45_000 - fareAndFees);
      // Gratuity and tax on the 450.00 the rider is charged, not on the shorter ride's price.
      expect(quoted.rates.slice(at + 1)).toEqual([
        { name: 'Gratuity (20%)', value: 90, valueInMinorUnits: 9000 },
        { name: 'Tax (8.875%)', value: 39.94, valueInMinorUnits: 3994 },
      ]);
      expect(quoted.amountInMinorUnits).toBe(57_994);
      expect(sumOf(quoted)).toBe(57_994);

      const previewed = await preview(answer.saveRateCard, pickup.scheduledPickupTime);
      expect(previewed.rates).toEqual(linesOf(quoted));
      expect(previewed.amountInMinorUnits).toBe(57_994);
    });

    it('charges a holiday on its date in the company’s time zone, to the cent as previewed', async () => {
      const sedan = car('Sedan');
      const lineName = `${HOLIDAY} (${holiday}, 15%)`;
      const midnight = startOfZonedDate(holiday, TIME_ZONES.demo!);

      // Half an hour before the date starts in New York (already the date in UTC): no holiday.
      const eve = await quote('Sedan', pickupAt(new Date(midnight.getTime() - 30 * 60_000)));
      expect(eve.rates.map((line) => line.name)).not.toContain(lineName);

      // Its first minute, and about noon (a clock change that day moves it by an hour at most).
      for (const instant of [midnight, new Date(midnight.getTime() + 12 * 3_600_000)]) {
        const pickup = pickupAt(instant);
        const quoted = await quote('Sedan', pickup);
        const at = quoted.rates.findIndex((line) => line.name === lineName);
        expect(at, pickup.formattedPickUpTime).toBeGreaterThan(0);
        const fareAndFees = sumOf({ ...quoted, rates: quoted.rates.slice(0, at) });
        expect(quoted.rates[at]!.valueInMinorUnits).toBe(percentOfCents(fareAndFees, 15));
        expect(quoted.amountInMinorUnits).toBe(sumOf(quoted));
        expect(quoted.amountInMinorUnits).toBeGreaterThan(eve.amountInMinorUnits);

        const previewed = await preview(sedan, pickup.scheduledPickupTime);
        expect(previewed.rates).toEqual(linesOf(quoted));
        expect(previewed.amountInMinorUnits).toBe(quoted.amountInMinorUnits);
      }
    });

    it('keeps a company’s holiday to itself: another company neither lists it nor charges it', async () => {
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      const theirs = await saved<PricingRulesAnswer>(api, PRICING_RULES, {}, acme);
      expect(theirs.pricingRules.surcharges.map((s) => s.name)).not.toContain(HOLIDAY);
      const london = TIME_ZONES.acme!;
      const date = zonedDateOf(new Date(Date.now() + 3 * DAY), london);
      const noon = new Date(startOfZonedDate(date, london).getTime() + 12 * 3_600_000);
      for (const vehicle of await lookup(pickupAt(noon, 'acme'), 'acme')) {
        expect(vehicle.rates.map((line) => line.name).join(), vehicle.name).not.toMatch(HOLIDAY);
      }
    });
  },
);
