import type { Migration } from 'kysely';
import * as companies from './0001-companies.ts';
import * as countriesAndStates from './0002-countries-and-states.ts';
import * as accounts from './0003-accounts.ts';
import * as rateLimitsAndMailOutbox from './0004-rate-limits-and-mail-outbox.ts';
import * as vehiclesAndRates from './0005-vehicles-and-rates.ts';
import * as placesAndMapsCache from './0006-places-and-maps-cache.ts';
import * as idempotency from './0010-idempotency.ts';
import * as durableMail from './0011-durable-mail.ts';
import * as rateLimiter from './0012-rate-limiter.ts';
import * as serviceArea from './0013-service-area.ts';
import * as payments from './0020-payments.ts';
import * as reservations from './0030-reservations.ts';
import * as tripHistoryIndexes from './0031-trip-history-indexes.ts';
import * as tripHistoryPages from './0032-trip-history-pages.ts';
import * as savedPlaceKinds from './0033-saved-place-kinds.ts';
import * as serviceTypeRentalAgreements from './0034-service-type-rental-agreements.ts';
import * as staffAndTracking from './0035-staff-and-tracking.ts';
import * as holdReleases from './0036-hold-releases.ts';
import * as operatorConsole from './0037-operator-console.ts';
import * as catalog from './0040-catalog.ts';
import * as bookingRulesAndGatewayCredentials from './0041-booking-rules-and-gateway-credentials.ts';
import * as dispatchAssignment from './0042-dispatch-assignment.ts';
import * as paymentLedger from './0043-payment-ledger.ts';
import * as dispatchEvents from './0044-dispatch-events.ts';
import * as dispatchBoard from './0045-dispatch-board.ts';
import * as cancellationFeeCaptures from './0046-cancellation-fee-captures.ts';
import * as oneHoldPerGatewayReference from './0047-one-hold-per-gateway-reference.ts';
import * as requestLeases from './0048-request-leases.ts';
import * as driverPositionAnnounced from './0050-driver-position-announced.ts';
import * as oneBusyPeriodFormula from './0051-one-busy-period-formula.ts';
import * as queueLeaseTokens from './0052-queue-lease-tokens.ts';
import * as rideNotices from './0053-ride-notices.ts';
import * as companySmsAccount from './0054-company-sms-account.ts';
import * as guestCancelSecret from './0055-guest-cancel-secret.ts';
import * as autoCapture from './0056-auto-capture.ts';
import * as zoneFaresAndSurcharges from './0057-zone-fares-and-surcharges.ts';
import * as flightWatch from './0060-flight-watch.ts';
import * as moneyDays from './0062-money-days.ts';
import * as languages from './0063-languages.ts';
import * as staffLanguage from './0064-staff-language.ts';
import * as messageLanguages from './0065-message-languages.ts';
import * as distanceUnit from './0066-distance-unit.ts';
import * as operatorTextsByLanguage from './0067-operator-texts-by-language.ts';
import * as resetRequestLanguage from './0069-reset-request-language.ts';

/** Every migration in order. Names are stable: never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-companies': companies,
  '0002-countries-and-states': countriesAndStates,
  '0003-accounts': accounts,
  '0004-rate-limits-and-mail-outbox': rateLimitsAndMailOutbox,
  '0005-vehicles-and-rates': vehiclesAndRates,
  '0006-places-and-maps-cache': placesAndMapsCache,
  '0010-idempotency': idempotency,
  '0011-durable-mail': durableMail,
  '0012-rate-limiter': rateLimiter,
  '0013-service-area': serviceArea,
  '0020-payments': payments,
  '0030-reservations': reservations,
  '0031-trip-history-indexes': tripHistoryIndexes,
  '0032-trip-history-pages': tripHistoryPages,
  '0033-saved-place-kinds': savedPlaceKinds,
  '0034-service-type-rental-agreements': serviceTypeRentalAgreements,
  '0035-staff-and-tracking': staffAndTracking,
  '0036-hold-releases': holdReleases,
  '0037-operator-console': operatorConsole,
  '0040-catalog': catalog,
  '0041-booking-rules-and-gateway-credentials': bookingRulesAndGatewayCredentials,
  '0042-dispatch-assignment': dispatchAssignment,
  '0043-payment-ledger': paymentLedger,
  '0044-dispatch-events': dispatchEvents,
  '0045-dispatch-board': dispatchBoard,
  '0046-cancellation-fee-captures': cancellationFeeCaptures,
  '0047-one-hold-per-gateway-reference': oneHoldPerGatewayReference,
  '0048-request-leases': requestLeases,
  '0050-driver-position-announced': driverPositionAnnounced,
  '0051-one-busy-period-formula': oneBusyPeriodFormula,
  '0052-queue-lease-tokens': queueLeaseTokens,
  '0053-ride-notices': rideNotices,
  '0054-company-sms-account': companySmsAccount,
  '0055-guest-cancel-secret': guestCancelSecret,
  '0056-auto-capture': autoCapture,
  '0057-zone-fares-and-surcharges': zoneFaresAndSurcharges,
  '0060-flight-watch': flightWatch,
  '0062-money-days': moneyDays,
  '0063-languages': languages,
  '0064-staff-language': staffLanguage,
  '0065-message-languages': messageLanguages,
  '0066-distance-unit': distanceUnit,
  '0067-operator-texts-by-language': operatorTextsByLanguage,
  '0069-reset-request-language': resetRequestLanguage,
};
