import { formatClockTime, formatPickupDate } from '@ride/domain';
import { SummaryCard } from './summary-card.tsx';

interface Props {
  pickupDateTime: string;
  timeZone: string;
  editTo?: string;
}

/** The pickup date and time on the company's clock, with an optional EDIT link. */
export function PickupTimeItem({ pickupDateTime, timeZone, editTo }: Props) {
  const instant = new Date(pickupDateTime);
  const valid = !Number.isNaN(instant.getTime());
  return (
    <SummaryCard
      id="pickup-time-title"
      title="Pickup Date & Time"
      editTo={editTo}
      editWhat="pickup date and time"
    >
      <p className="summary-card__value">
        {valid
          ? `${formatPickupDate(instant, timeZone)} at ${formatClockTime(instant, timeZone)}`
          : 'Not chosen yet'}
      </p>
    </SummaryCard>
  );
}
