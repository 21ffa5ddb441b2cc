import { Trans } from '@lingui/react/macro';
import { updateForm } from '../../booking/index.ts';
import { DRIVER_NOTES_MAX_LENGTH } from '../lib/reservation-input.ts';

/** Notes to the driver, kept in the booking form as the rider types. */
export function DriverNotesField({ value }: { value: string }) {
  return (
    <div className="field">
      <label htmlFor="driver-notes">
        <Trans>Notes to Driver (optional)</Trans>
      </label>
      <textarea
        id="driver-notes"
        className="text-input driver-notes"
        rows={3}
        maxLength={DRIVER_NOTES_MAX_LENGTH}
        value={value}
        onChange={(event) => updateForm({ driverNotes: event.currentTarget.value })}
      />
    </div>
  );
}
