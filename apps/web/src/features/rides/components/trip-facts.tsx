import type { ReactNode } from 'react';
import { formatClockTime, formatPickupDate } from '@ride/domain';
import { primaryPassenger } from '../lib/primary-passenger.ts';
import { childSeatCount, paymentLabel, type DetailsTrip } from '../lib/ride-details-view.ts';
import { durationLabel } from '../lib/ride-labels.ts';
import { extraPassengers, riderName } from '../lib/rider-name.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ride-section" aria-label={title}>
      <h2 className="ride-section__title">{title}</h2>
      {children}
    </section>
  );
}

/** Date and time, vehicle, TRIP FOR, Payment and Note to Driver (spec part 2 §2). */
export function TripFacts({ trip, timeZone }: { trip: DetailsTrip; timeZone: string }) {
  const pickupAt = new Date(trip.pickupAt);
  const passenger = primaryPassenger(trip.passengers.edges);
  const extra = extraPassengers(trip.passengers.totalPassengerCount);
  const hours = durationLabel(trip.routing.totalDuration);
  const seats = childSeatCount(trip.childSeats);
  const contact = passenger
    ? [passenger.cellPhoneNumber, passenger.emails[0] ?? ''].filter(Boolean)
    : [];
  const note = trip.drivers.notes.trim();
  return (
    <>
      <Section title="Date and Time">
        <p>
          {formatPickupDate(pickupAt, timeZone)} at {formatClockTime(pickupAt, timeZone)}
          {hours && ` · ${hours}`}
        </p>
      </Section>
      <Section title="Vehicle">
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
      <Section title="Payment">
        <p>{paymentLabel(trip)}</p>
      </Section>
      {note && (
        <Section title="Note to Driver">
          <p>{note}</p>
        </Section>
      )}
    </>
  );
}
