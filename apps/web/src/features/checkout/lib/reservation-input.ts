import type { BookingForm, LookupRatesPayload } from '@ride/domain';
import type {
  CreateReservationInput,
  LookupRatesInput,
  MeetOption,
  ReservationPaymentInput,
  UpdateReservationInput,
} from '../../../lib/gql/graphql.ts';

/** The priced vehicle the rider books: its type and the total they were shown. */
export interface QuotedVehicle {
  typeId: number;
  amountInMinorUnits: number;
}

export const DRIVER_NOTES_MAX_LENGTH = 500;

/** What a booking and a change to it both send: the trip as priced, the vehicle, note and flight. */
function tripChoice(
  form: BookingForm,
  trip: LookupRatesPayload,
  vehicle: QuotedVehicle,
  withFlight: boolean,
): Omit<UpdateReservationInput, 'id'> {
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
            ...(flight.gate ? { gate: flight.gate } : {}),
            ...(flight.tailNumber ? { tailNumber: flight.tailNumber } : {}),
            meetOption: flight.meetOption.toUpperCase() as MeetOption,
          },
        }
      : {}),
  };
}

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
  return { ...tripChoice(form, trip, vehicle, withFlight), payment };
}

/** updateReservation's input: the booked ride (the form's reservation id) as it is now. */
export function reservationChangeInput(
  reservationId: string,
  form: BookingForm,
  trip: LookupRatesPayload,
  vehicle: QuotedVehicle,
  withFlight: boolean,
): UpdateReservationInput {
  return { id: reservationId, ...tripChoice(form, trip, vehicle, withFlight) };
}
