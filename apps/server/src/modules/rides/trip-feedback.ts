import { fromMinorUnits, tipPercentOf } from '@ride/domain';

/** What a reservation keeps of the rider's post-trip feedback (migration 0035). */
export interface StoredFeedback {
  id: string;
  total_minor: number;
  tip_minor: number | null;
  rating: number | null;
}

/**
 * The TripFeedback type of the tracking SDL, always read from what is stored: submitTripFeedback
 * answers it, and a Trip carries it once the rider has left it.
 */
export function tripFeedback(row: StoredFeedback) {
  const tip = row.tip_minor ?? 0;
  return {
    reservationId: row.id,
    tipPercent: tipPercentOf(row.total_minor, tip),
    tipInMinorUnits: tip,
    tip: fromMinorUnits(tip),
    rating: row.rating ?? 0,
    totalWithTip: fromMinorUnits(row.total_minor + tip),
  };
}
