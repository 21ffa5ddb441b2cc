import {
  earliestPickupTime,
  isPickupBookable,
  latestPickupTime,
  leadTimeRule,
  pickupSlots,
  pickupTimeProblem,
  zonedDateOf,
} from '@ride/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { BOOKING_PATHS, stepAfterDateTime } from '../lib/booking-steps.ts';
import { setPickupDateTime } from '../lib/form-actions.ts';
import { PICKUP_MESSAGES } from '../lib/pickup.ts';
import '../booking.css';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Pickup date and time (/book/dateTimeSelection), in the company's time zone: the rider sees the
 * operator's local clock, and no time inside the creation lead time is offered.
 */
export default function DateTimeScreen() {
  const form = useBookingForm();
  const company = useCompany();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const zone = company.timeZone;
  const lead = company.reservationCreationLeadTimeInMinutes;
  const rule = leadTimeRule(lead);
  const [now, setNow] = useState(() => new Date());
  const earliest = earliestPickupTime(now, lead);
  const latest = latestPickupTime(now);
  const stored = isPickupBookable(form.pickupDateTime, now, lead) ? form.pickupDateTime : null;
  const [date, setDate] = useState(() => zonedDateOf(new Date(stored ?? earliest), zone));
  const [time, setTime] = useState<string | null>(stored);
  const [problem, setProblem] = useState('');

  const minDate = zonedDateOf(earliest, zone);
  const maxDate = zonedDateOf(latest, zone);
  const dateValid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= minDate && date <= maxDate;
  const slots = dateValid ? pickupSlots(date, zone, earliest, latest) : [];
  const chosen = slots.find((slot) => slot.value === time) ?? slots[0] ?? null;

  const submit = () => {
    if (!chosen) return;
    const current = new Date();
    // The rider may have lingered: the slots were offered for an earlier `now`.
    const late = pickupTimeProblem(chosen.value, current, lead);
    if (late) {
      setNow(current);
      setProblem(late);
      return;
    }
    setPickupDateTime(chosen.value);
    // A vehicle is chosen already (a booked ride, or EDIT from the confirmation): back to it.
    void navigate(
      form.selectedVehicle
        ? BOOKING_PATHS.confirmation
        : stepAfterDateTime({ ...form, pickupDateTime: chosen.value }),
    );
  };

  const place = company.city || company.name;
  return (
    <section className="screen booking-step">
      <ScreenTitle />
      <p className="muted" id="pickup-zone-note">
        <Trans>
          Times are local to {place} ({zone}).
        </Trans>{' '}
        {rule && `${rule}.`}
      </p>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="field">
          <label htmlFor="pickup-date">
            <Trans>Pickup date</Trans>
          </label>
          <input
            id="pickup-date"
            type="date"
            className="text-input"
            min={minDate}
            max={maxDate}
            value={date}
            required
            aria-invalid={dateValid ? undefined : true}
            aria-describedby={dateValid ? 'pickup-zone-note' : 'pickup-date-error'}
            onChange={(event) => {
              setDate(event.target.value);
              setProblem('');
            }}
          />
          {!dateValid && (
            <p id="pickup-date-error" className="field-error">
              {i18n._(PICKUP_MESSAGES.dateRange)}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="pickup-time">
            <Trans>Pickup time</Trans>
          </label>
          <select
            id="pickup-time"
            className="text-input"
            value={chosen?.value ?? ''}
            disabled={slots.length === 0}
            aria-describedby="pickup-zone-note"
            onChange={(event) => {
              setTime(event.target.value);
              setProblem('');
            }}
          >
            {slots.length === 0 && <option value="">{t`No times available`}</option>}
            {slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </select>
        </div>
        <div role="alert" className="field-error-banner">
          {problem && <p className="field-error">{problem}</p>}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={!chosen}>
          <Trans>Next</Trans>
        </button>
      </form>
    </section>
  );
}
