import { graphql } from '../../../gql';

export const moneyDaySummaryDocument = graphql(`
  query consoleMoneyDaySummary($date: String!) {
    moneyDaySummary(date: $date) {
      date
      currency
      rides
      revenueMinor
      tipsMinor
      refundsMinor
      netMinor
    }
  }
`);

export const moneyDaySummaryCsvDocument = graphql(`
  query consoleMoneyDaySummaryCsv($date: String!) {
    moneyDaySummaryCsv(date: $date)
  }
`);

export const rideMoneyDocument = graphql(`
  query consoleRideMoney($reservationId: ID!) {
    reservationLedger(reservationId: $reservationId) {
      ...ConsoleReservationMoney
    }
  }
  fragment ConsoleReservationMoney on ReservationMoney {
    reservationId
    confirmationNumber
    currency
    authorisedMinor
    capturedMinor
    voidedMinor
    refundedMinor
    heldMinor
    chargedMinor
    entries {
      id
      kind
      amountMinor
      currency
      createdAt
    }
  }
`);

/** The ride's facts the money actions depend on (its status, what it costs, its fee rule). */
export const rideMoneyFactsDocument = graphql(`
  query consoleRideMoneyFacts($id: ID!) {
    dispatchRide(id: $id) {
      ride {
        id
        status
        totalMinor
      }
      tipMinor
      cancellationFeeMinor
      noShowFeeMinor
    }
  }
`);

export const captureRideDocument = graphql(`
  mutation consoleCaptureRide($reservationId: ID!) {
    captureRide(reservationId: $reservationId) {
      ...ConsoleReservationMoney
    }
  }
`);

export const voidRideDocument = graphql(`
  mutation consoleVoidRide($reservationId: ID!) {
    voidRide(reservationId: $reservationId) {
      ...ConsoleReservationMoney
    }
  }
`);

export const chargeCancellationFeeDocument = graphql(`
  mutation consoleChargeCancellationFee($reservationId: ID!) {
    chargeCancellationFee(reservationId: $reservationId) {
      ...ConsoleReservationMoney
    }
  }
`);

export const refundRideDocument = graphql(`
  mutation consoleRefundRide($input: RefundRideInput!) {
    refundRide(input: $input) {
      ...ConsoleReservationMoney
    }
  }
`);
