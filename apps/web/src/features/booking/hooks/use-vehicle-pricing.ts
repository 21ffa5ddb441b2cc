import {
  buildLookupRatesPayload,
  isPickupBookable,
  SERVICE_TYPE_NAMES,
  UnknownServiceTypeError,
  type BookingForm,
  type LookupRatesPayload,
} from '@ride/domain';
import { useState } from 'react';
import { useCompany } from '../../../stores/company.ts';
import { BOOKING_PATHS, routeProblem, tripTypeOf } from '../lib/booking-steps.ts';
import { PICKUP_MESSAGES } from '../lib/pickup.ts';
import { usePassengerId } from './use-passenger-id.ts';
import { useRates } from './use-rates.ts';

export interface Blocker {
  message: string;
  fixAt: string;
  linkText: string;
}

/**
 * What the vehicle step needs before it can price: a complete route and a pickup time still
 * outside the lead time; then the lookup payload (shared rules in packages/domain) and its prices.
 */
export function useVehiclePricing(form: BookingForm) {
  const company = useCompany();
  const [now] = useState(() => new Date());
  const routeIssue = routeProblem(form);
  const blocker: Blocker | null = routeIssue
    ? { message: routeIssue, fixAt: BOOKING_PATHS.routing, linkText: 'Enter Your Route' }
    : !isPickupBookable(form.pickupDateTime, now, company.reservationCreationLeadTimeInMinutes)
      ? {
          message: PICKUP_MESSAGES.stale,
          fixAt: BOOKING_PATHS.dateTime,
          linkText: 'Choose a Pickup Time',
        }
      : null;
  const passenger = usePassengerId(blocker !== null);

  let payload: LookupRatesPayload | null = null;
  let unavailable: string | null = null;
  if (!blocker && passenger.ready) {
    try {
      payload = buildLookupRatesPayload(form, {
        coid: company.coid,
        passengerId: passenger.passengerId,
        serviceTypes: company.defaultServiceTypes,
        timeZone: company.timeZone,
      });
    } catch (error) {
      if (!(error instanceof UnknownServiceTypeError)) throw error;
      const kind = SERVICE_TYPE_NAMES[tripTypeOf(form)];
      unavailable = `${company.name} does not take ${kind} bookings in this app.`;
    }
  }
  const rates = useRates(payload);
  return {
    blocker,
    unavailable,
    waiting: !blocker && !unavailable && !passenger.ready,
    rates,
    payload,
  };
}
