import { wallClockOf } from '../booking/pickup-slots.ts';
import type { TripRules } from './quote.ts';
import { surchargeApplies, type LocalPickup, type Surcharge } from './surcharges.ts';
import {
  locatedZone,
  zoneFareFor,
  zonesAt,
  type LocatedZone,
  type PricingZone,
  type ZoneFare,
  type ZonePoint,
} from './zones.ts';

/** A company's pricing rules beside its rate cards: zones, zone fares and surcharges. */
export interface CompanyPricing {
  zones: readonly PricingZone[];
  zoneFares: readonly ZoneFare[];
  surcharges: readonly Surcharge[];
}

/** The rules made ready once per company, so each lookup only tests its two points. */
export interface PreparedPricing {
  zones: LocatedZone[];
  names: Map<number, string>;
  zoneFares: readonly ZoneFare[];
  surcharges: readonly Surcharge[];
}

export function preparePricing(pricing: CompanyPricing): PreparedPricing {
  return {
    zones: pricing.zones.map(locatedZone),
    names: new Map(pricing.zones.map((zone) => [zone.id, zone.name])),
    zoneFares: pricing.zoneFares,
    surcharges: pricing.surcharges,
  };
}

export const NO_PRICING: PreparedPricing = preparePricing({
  zones: [],
  zoneFares: [],
  surcharges: [],
});

/** Where and when a trip starts and ends, as the rules read it. */
export interface TripPlace {
  pickup: ZonePoint | null;
  /** The final drop-off; null for hourly rides without one. */
  dropoff: ZonePoint | null;
  pickupAt: Date;
  timeZone: string;
}

/** The pickup's date and minute of the day on the company's wall clock. */
export function localPickupOf(instant: Date, timeZone: string): LocalPickup {
  const clock = wallClockOf(instant, timeZone);
  return { date: clock.date, minuteOfDay: clock.hour * 60 + clock.minute };
}

/** What applies to one trip, worked out once; `forVehicle` then picks each vehicle's zone fare. */
export function tripRulesOf(pricing: PreparedPricing, place: TripPlace) {
  const local = localPickupOf(place.pickupAt, place.timeZone);
  const surcharges = pricing.surcharges.filter((s) => surchargeApplies(s, local));
  const hasFares = pricing.zoneFares.length > 0 && place.dropoff !== null;
  const fromIds = hasFares ? zonesAt(pricing.zones, place.pickup) : new Set<number>();
  const toIds = hasFares ? zonesAt(pricing.zones, place.dropoff) : new Set<number>();
  return {
    forVehicle(vehicleTypeId: number): TripRules {
      const zoneFare =
        fromIds.size > 0 && toIds.size > 0
          ? zoneFareFor(pricing.zoneFares, pricing.names, vehicleTypeId, fromIds, toIds)
          : null;
      return { zoneFare, surcharges };
    },
  };
}
