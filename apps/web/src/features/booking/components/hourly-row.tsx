import { HOURLY_CHOICES } from '@ride/domain';
import { setNumberOfHours } from '../lib/form-actions.ts';
import { RouteMarker } from './markers.tsx';
import { useLingui } from '@lingui/react/macro';
import { HOURLY_RIDE_WORDS, hourlyDurationWords } from '../lib/booking-words.ts';

/** The hourly ride row at marker B: how long the car is booked for. */
export function HourlyRow({
  hours,
  errorId,
}: {
  hours: number | null;
  errorId?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <li className="route-row route-row--hourly">
      <RouteMarker kind="letter">B</RouteMarker>
      <span className="route-row__field">
        <label className="route-row__caption" htmlFor="hourly-duration">
          {i18n._(HOURLY_RIDE_WORDS)}
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
          <option value="">{t`Choose hours`}</option>
          {HOURLY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {hourlyDurationWords(choice)}
            </option>
          ))}
        </select>
      </span>
    </li>
  );
}
