import { graphql } from '../../../gql';

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
    cardBrand
    cardLastDigits
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

export const autoCaptureMinutesDocument = graphql(`
  query consoleAutoCaptureMinutes {
    autoCaptureMinutes
  }
`);

export const setAutoCaptureMinutesDocument = graphql(`
  mutation consoleSetAutoCaptureMinutes($minutes: Int) {
    setAutoCaptureMinutes(minutes: $minutes)
  }
`);

export const moneySummaryDocument = graphql(`
  query consoleMoneySummary($from: String!, $to: String!) {
    moneySummary(from: $from, to: $to) {
      from
      to
      currency
      rides
      revenueMinor
      tipsMinor
      refundsMinor
      netMinor
      days {
        date
        rides
        revenueMinor
        tipsMinor
        refundsMinor
      }
      byVehicleType {
        id
        name
        rides
        revenueMinor
      }
      byDriver {
        id
        name
        rides
        revenueMinor
      }
    }
  }
`);

export const moneyCsvDocument = graphql(`
  query consoleMoneyCsv($from: String!, $to: String!) {
    moneyCsv(from: $from, to: $to)
  }
`);
