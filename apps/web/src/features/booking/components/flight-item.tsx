import { flightLabel, type FlightDetails } from '@ride/domain';
import { SummaryCard } from './summary-card.tsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const MEET_LABELS: Record<FlightDetails['meetOption'], MessageDescriptor | null> = {
  curbside: msg`Curbside`,
  inside: msg`Inside (Meet & Greet)`,
  none: null,
};

interface Props {
  details: FlightDetails | null;
  skipped: boolean;
  editTo?: string;
}

/** The flight details of an airport ride, or that they were skipped. */
export function FlightItem({ details, skipped, editTo }: Props) {
  const { t, i18n } = useLingui();
  const meet = details && MEET_LABELS[details.meetOption];
  const terminal = details?.terminal;
  const text = details
    ? [flightLabel(details), terminal && t`Terminal ${terminal}`, meet && i18n._(meet)]
        .filter(Boolean)
        .join(' · ')
    : skipped
      ? t`Skipped`
      : t`Not entered`;
  return (
    <SummaryCard
      id="flight-item-title"
      title={t`Flight Details`}
      editTo={editTo}
      editWhat={t`flight details`}
    >
      <p className="summary-card__value">{text}</p>
    </SummaryCard>
  );
}
