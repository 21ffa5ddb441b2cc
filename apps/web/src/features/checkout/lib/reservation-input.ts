import type { BookingForm, LookupRatesPayload } from '@ride/domain';
import type {
  CreateReservationInput,
  LookupRatesInput,
  MeetOption,
  ReservationPaymentInput,
} from '../../../lib/gql/graphql.ts';

/** The priced vehicle the rider books: its type and the total they were shown. */
export interface QuotedVehicle {
  typeId: number;
  amountInMinorUnits: number;
}

export const DRIVER_NOTES_MAX_LENGTH = 500;

/**
 * createReservation's input from the booking form, the lookup the prices came from (the trip the
 * server prices again) and how the ride is paid. Guests add their details and password.
 */
export function reservationInput(
  form: BookingForm,
  trip: LookupRatesPayload,
  vehicle: QuotedVehicle,
  payment: ReservationPaymentInput,
  withFlight: boolean,
): CreateReservationInput {
  const notes = form.driverNotes.trim();
  const flight = withFlight ? form.flightDetails : null;
  return {
    trip: trip as LookupRatesInput,
    vehicleTypeId: vehicle.typeId,
    expectedAmountInMinorUnits: vehicle.amountInMinorUnits,
    ...(notes ? { driverNotes: notes.slice(0, DRIVER_NOTES_MAX_LENGTH) } : {}),
    ...(flight
      ? {
          flightDetails: {
            airlineCode: flight.airlineCode,
            airlineName: flight.airlineName,
            flightNumber: flight.flightNumber,
            terminal: flight.terminal,
            meetOption: flight.meetOption.toUpperCase() as MeetOption,
          },
        }
      : {}),
    payment,
  };
}
