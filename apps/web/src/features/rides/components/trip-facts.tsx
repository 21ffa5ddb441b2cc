import type { ReactNode } from 'react';
import { formatClockTime, formatPickupDate } from '@ride/domain';
import { BOOKING_PATHS } from '../../booking/index.ts';
import { primaryPassenger } from '../lib/primary-passenger.ts';
import {
  childSeatCount,
  isOwnTrip,
  paymentLabel,
  type DetailsTrip,
} from '../lib/ride-details-view.ts';
import { durationLabel } from '../lib/ride-labels.ts';
import { cancelledMoneyLine } from '../lib/ride-money.ts';
import { extraPassengers, riderName } from '../lib/rider-name.ts';
import { EditLink } from './edit-link.tsx';

export function Section({
  title,
  edit,
  children,
}: {
  title: string;
  /** The EDIT link of the section, when the ride may be changed. */
  edit?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="ride-section" aria-label={title}>
      <div className="ride-section__head">
        <h2 className="ride-section__title">{title}</h2>
        {edit}
      </div>
      {children}
    </section>
  );
}

/**
 * Date and time, vehicle, TRIP FOR, Payment and Note to Driver (spec part 2 §2); with `onEdit`,
 * the EDIT links of the date and time, the vehicle and the note.
 */
export function TripFacts({
  trip,
  timeZone,
  onEdit,
}: {
  trip: DetailsTrip;
  timeZone: string;
  onEdit?: (() => void) | null;
}) {
  const edit = (to: string, what: string) =>
    onEdit ? <EditLink to={to} what={what} onEdit={onEdit} /> : undefined;
  const pickupAt = new Date(trip.pickupAt);
  const passenger = primaryPassenger(trip.passengers.edges);
  const extra = extraPassengers(trip.passengers.totalPassengerCount);
  const hours = durationLabel(trip.routing.totalDuration);
  const seats = childSeatCount(trip.childSeats);
  const contact = passenger
    ? [passenger.cellPhoneNumber, passenger.emails[0] ?? ''].filter(Boolean)
    : [];
  const note = trip.drivers.notes.trim();
  const money =
    isOwnTrip(trip) && trip.reservationState.type === 'CANCELLED' ? cancelledMoneyLine(trip) : null;
  return (
    <>
      <Section title="Date and Time" edit={edit(BOOKING_PATHS.dateTime, 'date and time')}>
        <p>
          {formatPickupDate(pickupAt, timeZone)} at {formatClockTime(pickupAt, timeZone)}
          {hours && ` · ${hours}`}
        </p>
      </Section>
      <Section title="Vehicle" edit={edit(BOOKING_PATHS.vehicles, 'vehicle')}>
        <p className="ride-strong">{trip.vehicleTypePicked.name}</p>
        <ul className="ride-facts">
          <li>
            Luggage: {trip.passengers.totalLuggageCount} of {trip.vehicleTypePicked.luggageCapacity}
          </li>
          <li>
            Passengers: {trip.passengers.totalPassengerCount} of{' '}
            {trip.vehicleTypePicked.passengerCapacity}
          </li>
          <li>Child seats: {seats}</li>
          {trip.isHandicapAccessRequired && <li>Wheelchair accessible</li>}
        </ul>
      </Section>
      <Section title="TRIP FOR">
        <p className="ride-strong">
          {riderName(passenger && { ...passenger, accountId: passenger.id })}
          {extra && ` ${extra}`}
        </p>
        {contact.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Section>
      {isOwnTrip(trip) && (
        <Section title="Payment">
          <p>{paymentLabel(trip)}</p>
          {money && <p>{money}</p>}
        </Section>
      )}
      {note && (
        <Section title="Note to Driver" edit={edit(BOOKING_PATHS.confirmation, 'note to driver')}>
          <p>{note}</p>
        </Section>
      )}
    </>
  );
}
