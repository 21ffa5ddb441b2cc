import type { PositionSharing } from '../hooks/use-position-sharing.ts';
import { formatSentTime, NO_GEOLOCATION } from '../lib/sharing-text.ts';

interface Props {
  /** The ride whose position is shared; null while no ride is under way. */
  confirmationNumber: string | null;
  sharing: PositionSharing;
  timeZone: string;
}

/** Whether the rider can follow the driver now, when the last position went out, and why not. */
export function PositionStatus({ confirmationNumber, sharing, timeZone }: Props) {
  if (!confirmationNumber) {
    return (
      <p className="driver-sharing muted">
        Your position is shared with the rider once you set a ride on its way.
      </p>
    );
  }
  if (!sharing.supported) {
    return (
      <p role="alert" className="driver-sharing driver-sharing--problem">
        {NO_GEOLOCATION}
      </p>
    );
  }
  const problem = sharing.locationProblem ?? sharing.sendProblem;
  return (
    <div className="driver-sharing">
      <p>
        <strong>Sharing your position</strong> for ride #{confirmationNumber}. Keep this page open
        while you drive.
      </p>
      <p className="muted">
        {sharing.lastSentAt
          ? `Last sent at ${formatSentTime(sharing.lastSentAt, timeZone)}`
          : 'Waiting for your position…'}
      </p>
      {problem && (
        <p role="alert" className="driver-sharing--problem">
          {problem}
        </p>
      )}
    </div>
  );
}
