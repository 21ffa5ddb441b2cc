import { Trans, useLingui } from '@lingui/react/macro';
import type { PositionSharing } from '../hooks/use-position-sharing.ts';
import { formatSentTime, noGeolocationText } from '../lib/sharing-text.ts';

interface Props {
  /** The ride whose position is shared; null while no ride is under way. */
  confirmationNumber: string | null;
  sharing: PositionSharing;
  timeZone: string;
}

/** Whether the rider can follow the driver now, when the last position went out, and why not. */
export function PositionStatus({ confirmationNumber, sharing, timeZone }: Props) {
  const { t } = useLingui();
  if (!confirmationNumber) {
    return (
      <p className="driver-sharing muted">
        <Trans>Your position is shared with the rider once you set a ride on its way.</Trans>
      </p>
    );
  }
  if (!sharing.supported) {
    return (
      <p role="alert" className="driver-sharing driver-sharing--problem">
        {noGeolocationText()}
      </p>
    );
  }
  const problem = sharing.locationProblem ?? sharing.sendProblem;
  const time = sharing.lastSentAt ? formatSentTime(sharing.lastSentAt, timeZone) : '';
  return (
    <div className="driver-sharing">
      <p>
        <Trans>
          <strong>Sharing your position</strong> for ride #{confirmationNumber}. Keep this page open
          while you drive.
        </Trans>
      </p>
      <p className="muted">
        {sharing.lastSentAt ? t`Last sent at ${time}` : t`Waiting for your position…`}
      </p>
      {problem && (
        <p role="alert" className="driver-sharing--problem">
          {problem}
        </p>
      )}
    </div>
  );
}
