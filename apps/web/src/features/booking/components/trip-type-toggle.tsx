import { setHourly } from '../lib/form-actions.ts';
import { Trans } from '@lingui/react/macro';

/** Point-to-point or hourly; airport trips are derived from the route, not chosen. */
export function TripTypeToggle({ isHourly }: { isHourly: boolean }) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">
        <Trans>Trip type</Trans>
      </legend>
      <label className={isHourly ? 'segmented__option' : 'segmented__option segmented__option--on'}>
        <input
          type="radio"
          name="trip-type"
          value="pointToPoint"
          checked={!isHourly}
          onChange={() => setHourly(false)}
        />
        <Trans>Point to Point</Trans>
      </label>
      <label className={isHourly ? 'segmented__option segmented__option--on' : 'segmented__option'}>
        <input
          type="radio"
          name="trip-type"
          value="hourly"
          checked={isHourly}
          onChange={() => setHourly(true)}
        />
        <Trans>Hourly</Trans>
      </label>
    </fieldset>
  );
}
