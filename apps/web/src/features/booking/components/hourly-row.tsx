import { formatHourlyDuration, HOURLY_CHOICES, HOURLY_RIDE_LABEL } from '@ride/domain';
import { setNumberOfHours } from '../lib/form-actions.ts';
import { RouteMarker } from './markers.tsx';

/** The hourly ride row at marker B: how long the car is booked for. */
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
          {HOURLY_RIDE_LABEL}
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
              {formatHourlyDuration(choice)}
            </option>
          ))}
        </select>
      </span>
    </li>
  );
}
