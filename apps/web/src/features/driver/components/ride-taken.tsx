import { Trans } from '@lingui/react/macro';

/** "Ride #100234 is yours.": an open ride the driver has just taken. */
export function RideTaken({ number }: { number: string }) {
  return (
    <p role="status" className="driver-done">
      <Trans>Ride #{number} is yours.</Trans>
    </p>
  );
}
