import { SummaryCard } from './summary-card.tsx';
import { useLingui } from '@lingui/react/macro';
import { useFormats } from '../../../lib/i18n/formats.ts';

interface Props {
  pickupDateTime: string;
  timeZone: string;
  editTo?: string;
}

/** The pickup date and time on the company's clock, with an optional EDIT link. */
export function PickupTimeItem({ pickupDateTime, timeZone, editTo }: Props) {
  const instant = new Date(pickupDateTime);
  const valid = !Number.isNaN(instant.getTime());
  const { t } = useLingui();
  const formats = useFormats();
  return (
    <SummaryCard
      id="pickup-time-title"
      title={t`Pickup Date & Time`}
      editTo={editTo}
      editWhat={t`pickup date and time`}
    >
      <p className="summary-card__value">
        {valid ? formats.pickup(instant, timeZone) : t`Not chosen yet`}
      </p>
    </SummaryCard>
  );
}
