import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormats } from '../../../lib/i18n/formats.ts';
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
  const { t } = useLingui();
  const formats = useFormats();
  const luggage = trip.passengers.totalLuggageCount;
  const luggageCapacity = trip.vehicleTypePicked.luggageCapacity;
  const passengers = trip.passengers.totalPassengerCount;
  const passengerCapacity = trip.vehicleTypePicked.passengerCapacity;
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
      <Section title={t`Date and Time`} edit={edit(BOOKING_PATHS.dateTime, t`date and time`)}>
        <p>
          {formats.pickup(pickupAt, timeZone)}
          {hours && ` · ${hours}`}
        </p>
      </Section>
      <Section title={t`Vehicle`} edit={edit(BOOKING_PATHS.vehicles, t`vehicle`)}>
        <p className="ride-strong">{trip.vehicleTypePicked.name}</p>
        <ul className="ride-facts">
          <li>
            <Trans>
              Luggage: {luggage} of {luggageCapacity}
            </Trans>
          </li>
          <li>
            <Trans>
              Passengers: {passengers} of {passengerCapacity}
            </Trans>
          </li>
          <li>
            <Trans>Child seats: {seats}</Trans>
          </li>
          {trip.isHandicapAccessRequired && (
            <li>
              <Trans>Wheelchair accessible</Trans>
            </li>
          )}
        </ul>
      </Section>
      <Section title={t`TRIP FOR`}>
        <p className="ride-strong">
          {riderName(passenger && { ...passenger, accountId: passenger.id })}
          {extra && ` ${extra}`}
        </p>
        {contact.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Section>
      {isOwnTrip(trip) && (
        <Section title={t`Payment`}>
          <p>{paymentLabel(trip)}</p>
          {money && <p>{money}</p>}
        </Section>
      )}
      {note && (
        <Section
          title={t`Note to Driver`}
          edit={edit(BOOKING_PATHS.confirmation, t`note to driver`)}
        >
          <p>{note}</p>
        </Section>
      )}
    </>
  );
}
