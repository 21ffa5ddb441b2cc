import {
  buildLookupRatesPayload,
  isPickupBookable,
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
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ROUTE_PROBLEM_WORDS, TRIP_TYPE_WORDS } from '../lib/booking-words.ts';

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
    ? {
        message: i18n._(ROUTE_PROBLEM_WORDS[routeIssue as keyof typeof ROUTE_PROBLEM_WORDS]),
        fixAt: BOOKING_PATHS.routing,
        linkText: t`Enter Your Route`,
      }
    : !isPickupBookable(form.pickupDateTime, now, company.reservationCreationLeadTimeInMinutes)
      ? {
          message: i18n._(PICKUP_MESSAGES.stale),
          fixAt: BOOKING_PATHS.dateTime,
          linkText: t`Choose a Pickup Time`,
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
      const kind = i18n._(TRIP_TYPE_WORDS[tripTypeOf(form)]);
      const companyName = company.name;
      unavailable = t`${companyName} does not take ${kind} bookings in this app.`;
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
