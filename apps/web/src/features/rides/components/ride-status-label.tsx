import type { StatusColour } from '../../../lib/gql/graphql.ts';
import '../rides.css';

/** A reservation's status as the status table shows it (spec part 2 §4): its label in colour. */
export function RideStatusLabel({ label, colour }: { label: string; colour: StatusColour }) {
  if (!label) return null;
  return <span className={`ride-status ride-status--${colour}`}>{label}</span>;
}
