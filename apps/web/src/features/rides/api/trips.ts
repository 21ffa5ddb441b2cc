// Over 300 lines: the rider's ride documents (the history page, one ride with its route, money, driver, car and flight), whose fragments the screens share.
import { gql } from '@urql/core';
import type {
  GetTripHistoryQuery,
  GetTripHistoryQueryVariables,
  GetTripDetailsQuery,
  GetTripDetailsQueryVariables,
  CancelBookingMutation,
  CancelBookingMutationVariables,
  CancelGuestBookingMutation,
  CancelGuestBookingMutationVariables,
  GetGuestCancellationQuery,
  GetGuestCancellationQueryVariables,
} from '../../../lib/gql/graphql.ts';

// Written with urql's gql tag (typed by what codegen generates from them), so they load with
// the screens that use them rather than in the document chunk every screen loads (decision 50).

/**
 * Spec part 2 §7: getTripHistory, 50 a page; Upcoming asks CUSTOM [upcoming, in_progress] from
 * today, Past asks COMPLETED newest first. Never cached: the list always asks the server.
 */
export const TripHistoryQuery = gql<GetTripHistoryQuery, GetTripHistoryQueryVariables>`
  query getTripHistory($input: TripHistoryInput!) {
    getTripHistory(input: $input) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          confirmationNumber
          currencyCode
          currencySymbol
          pickupAt
          inProgress
          reservationState {
            type
            label
            colour
            isTrackable
          }
          rates {
            totalPrice
          }
          routing {
            totalDuration
            pickup {
              location {
                kind
                name
                line1
                city
                airportCode
              }
            }
            dropOff {
              location {
                kind
                name
                line1
                city
                airportCode
              }
            }
          }
          passengers {
            totalLuggageCount
            totalPassengerCount
            edges {
              isPrimary
              node {
                id
                firstName
                lastName
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * Spec part 2 §7: getTripDetails {id, hash, coid}. Signed in, the rider's own ride; with the hash
 * (td) of its shared link, that ride read only.
 */
export const TripDetailsQuery = gql<GetTripDetailsQuery, GetTripDetailsQueryVariables>`
  query getTripDetails($id: ID!, $hash: String, $coid: String) {
    getTripDetails(id: $id, hash: $hash, coid: $coid) {
      id
      confirmationNumber
      currencyCode
      currencySymbol
      pickupAt
      inProgress
      reservationState {
        type
        label
        colour
        isTrackable
        isTerminal
      }
      isModifiable
      isCancellable
      cancellationFeeInMinorUnits
      isSharedView
      shareHash
      cancelPhone
      flight {
        code
        state
        stateText
        scheduledArrival
        expectedArrival
        landedAt
        bookedPickupAt
        isAlert
      }
      vehicleTypePicked {
        id
        name
        luggageCapacity
        passengerCapacity
      }
      rates {
        totalPrice
        totalPriceInMinorUnits
        edges {
          name
          totalValue
        }
        includedGratuity {
          percent
          amountInMinorUnits
        }
      }
      feedback {
        tipPercent
        tipInMinorUnits
        rating
      }
      preferredPaymentMethod {
        paymentType
        customName
      }
      preferredPayment {
        cardBrand
        lastDigits
      }
      charges {
        heldInMinorUnits
        capturedInMinorUnits
        refundedInMinorUnits
        chargedInMinorUnits
        releasedInMinorUnits
        cancellationFeeInMinorUnits
        tipInMinorUnits
        refunds {
          amountInMinorUnits
          refundedAt
        }
      }
      routing {
        totalDuration
        pickup {
          location {
            ...TripPlace
          }
        }
        dropOff {
          location {
            ...TripPlace
          }
        }
        stops {
          edges {
            node {
              location {
                ...TripPlace
              }
            }
          }
        }
      }
      drivers {
        notes
        edges {
          isPrimary
          node {
            id
            firstName
            lastName
            profilePic
          }
        }
      }
      vehicles {
        edges {
          isPrimary
          node {
            make
            model
            color
            licensePlate
          }
        }
      }
      childSeats {
        infantChildSeatCount
        boosterChildSeatCount
        toddlerChildSeatCount
      }
      passengers {
        totalLuggageCount
        totalPassengerCount
        edges {
          isPrimary
          node {
            id
            firstName
            lastName
            emails
            cellPhoneNumber
          }
        }
      }
      serviceType {
        name
        code
      }
      promotion {
        code
      }
      isHandicapAccessRequired
    }
  }

  fragment TripPlace on TripLocation {
    kind
    name
    line1
    line2
    city
    stateCode
    postalCode
    countryCode
    coordinates {
      latitude
      longitude
    }
    airportCode
    airportName
    flightInfo {
      flightNumber
      airlineCode
      airlineName
      terminal
      gate
      tailNumber
      meetOption
    }
    seaport {
      portOfCall
      shipName
      cruiseLine
    }
  }
`;

/** Spec part 2 §7: cancelBooking {id}. */
export const CancelBookingDocument = gql<CancelBookingMutation, CancelBookingMutationVariables>`
  mutation cancelBooking($input: CancelBookingInput!) {
    cancelBooking(input: $input)
  }
`;

/**
 * A guest's cancel terms by the secret mailed with the booking (decision 79): may the ride be
 * cancelled now, and at what fee. Never cached: the answer moves with the clock.
 */
export const GuestCancellationQuery = gql<
  GetGuestCancellationQuery,
  GetGuestCancellationQueryVariables
>`
  query getGuestCancellation($input: GuestCancelInput!) {
    getGuestCancellation(input: $input) {
      isCancellable
      cancellationFeeInMinorUnits
      cancelPhone
    }
  }
`;

/** A guest cancels by the mailed secret, under the rider's cancel rules. */
export const CancelGuestBookingDocument = gql<
  CancelGuestBookingMutation,
  CancelGuestBookingMutationVariables
>`
  mutation cancelGuestBooking($input: GuestCancelInput!) {
    cancelGuestBooking(input: $input)
  }
`;
