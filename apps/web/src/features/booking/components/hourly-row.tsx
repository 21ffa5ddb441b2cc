import { HOURLY_CHOICES, hourlyChoiceLabel } from '../lib/booking-steps.ts';
import { setNumberOfHours } from '../lib/form-actions.ts';
import { RouteMarker } from './markers.tsx';

/** The "HOURLY RIDE" row at marker B: how long the car is booked for. */
export function HourlyRow({
  hours,
  errorId,
}: {
  hours: number | null;
  errorId?: string | undefined;
}) {
  return (
    <li className="route-row route-row--hourly">
      <RouteMarker kind="letter">B</RouteMarker>
      <span className="route-row__field">
        <label className="route-row__caption" htmlFor="hourly-duration">
          HOURLY RIDE
        </label>
        <select
          id="hourly-duration"
          className="route-row__select"
          value={hours ?? ''}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) =>
            setNumberOfHours(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">Choose hours</option>
          {HOURLY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {hourlyChoiceLabel(choice)}
            </option>
          ))}
        </select>
      </span>
    </li>
  );
}
