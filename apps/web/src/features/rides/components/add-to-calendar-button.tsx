import { useAddToCalendar } from '../hooks/use-add-to-calendar.ts';
import type { RideCalendarInput } from '../lib/ride-calendar.ts';
import { Trans } from '@lingui/react/macro';

/** Add to Calendar: downloads ride-<confirmation number>.ics. */
export function AddToCalendarButton(props: RideCalendarInput) {
  const calendar = useAddToCalendar(props);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--block"
        aria-busy={calendar.step === 'making'}
        onClick={() => void calendar.add()}
      >
        <Trans>Add to Calendar</Trans>
      </button>
      {calendar.step === 'failed' && (
        <p role="alert" className="ride-actions__message ride-actions__message--error">
          <Trans>The calendar file could not be made. Please try again.</Trans>
        </p>
      )}
    </>
  );
}
