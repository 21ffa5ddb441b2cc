import { toFlightDetails, validateFlightDetails, type FlightDetailsValues } from '@ride/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { FlightFields } from '../components/flight-fields.tsx';
import { BOOKING_PATHS, tripTypeOf } from '../lib/booking-steps.ts';
import { updateForm } from '../lib/form-actions.ts';
import { routeParts } from '../lib/route-items.ts';
import '../booking.css';
import { Trans, useLingui } from '@lingui/react/macro';

type Field = keyof FlightDetailsValues;

/** Flight details (/book/flightInfo) for airport rides; "Skip" goes on without them. */
export default function FlightInfoScreen() {
  const form = useBookingForm();
  const navigate = useNavigate();
  const { t } = useLingui();
  const tripType = tripTypeOf(form);
  const arrival = tripType === 'airportArrival';
  const stored = form.flightDetails;
  const [values, setValues] = useState<FlightDetailsValues>({
    airlineName: stored?.airlineName ?? '',
    flightNumber: stored?.flightNumber ?? '',
    terminal: stored?.terminal ?? '',
    meetOption: stored?.meetOption ?? (arrival ? 'curbside' : 'none'),
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validateFlightDetails(values);
  const shown = (field: Field) =>
    submitted || touched[field] ? errors[field as keyof typeof errors] : undefined;

  if (tripType !== 'airportArrival' && tripType !== 'airportDeparture') {
    return (
      <section className="screen booking-step">
        <ScreenTitle />
        <p>
          <Trans>
            Flight details are only needed when the pickup or the drop-off is an airport.
          </Trans>
        </p>
        <Link className="button button--primary button--block" to={BOOKING_PATHS.vehicles}>
          <Trans>Choose a Vehicle</Trans>
        </Link>
      </section>
    );
  }

  const { pickup, dropOff } = routeParts(form.route);
  const airport = arrival ? pickup.name : dropOff.name;
  return (
    <section className="screen booking-step">
      <ScreenTitle />
      <p className="muted">
        {arrival
          ? t`You are being picked up at ${airport}. Tell us your arriving flight so your chauffeur can follow it.`
          : t`You are being taken to ${airport}. Tell us your departing flight.`}
      </p>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          const details = toFlightDetails(values, stored);
          if (Object.keys(errors).length > 0 || !details) return;
          updateForm({ flightDetails: details, skippedFlightInfo: false });
          void navigate(BOOKING_PATHS.vehicles);
        }}
      >
        <FlightFields
          values={values}
          showMeetOption={arrival}
          errorOf={shown}
          onChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))}
          onBlur={(field) => setTouched((previous) => ({ ...previous, [field]: true }))}
        />
        <button type="submit" className="button button--primary button--block">
          <Trans>Next</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => {
            updateForm({ skippedFlightInfo: true, flightDetails: null });
            void navigate(BOOKING_PATHS.vehicles);
          }}
        >
          <Trans>Skip</Trans>
        </button>
      </form>
    </section>
  );
}
