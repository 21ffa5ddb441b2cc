import { flightLabel, type FlightDetails } from '@ride/domain';
import { SummaryCard } from './summary-card.tsx';

const MEET_LABELS: Record<FlightDetails['meetOption'], string> = {
  curbside: 'Curbside',
  inside: 'Inside (Meet & Greet)',
  none: '',
};

interface Props {
  details: FlightDetails | null;
  skipped: boolean;
  editTo?: string;
}

/** The flight details of an airport ride, or that they were skipped. */
export function FlightItem({ details, skipped, editTo }: Props) {
  const text = details
    ? [
        flightLabel(details),
        details.terminal && `Terminal ${details.terminal}`,
        MEET_LABELS[details.meetOption],
      ]
        .filter(Boolean)
        .join(' · ')
    : skipped
      ? 'Skipped'
      : 'Not entered';
  return (
    <SummaryCard
      id="flight-item-title"
      title="Flight Details"
      editTo={editTo}
      editWhat="flight details"
    >
      <p className="summary-card__value">{text}</p>
    </SummaryCard>
  );
}
