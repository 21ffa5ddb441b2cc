import { t } from '@lingui/core/macro';

export interface PassengerName {
  firstName: string;
  lastName: string;
  /** Null for a guest passenger: one with no account. */
  accountId?: string | null;
}

/**
 * The rider's name on the rides list and ride details (spec part 2 §1): a guest passenger's first
 * name carries "GUEST:" before it; with no passenger at all the name is "N/A".
 */
export function riderName(passenger: PassengerName | null | undefined): string {
  if (!passenger) return t`N/A`;
  const name = passenger.firstName;
  const first = passenger.accountId ? name : t`GUEST: ${name}`;
  return [first, passenger.lastName].filter((part) => part.trim() !== '').join(' ');
}

/** "+2" for the passengers beyond the named one; nothing for a rider alone. */
export function extraPassengers(totalPassengerCount: number): string | null {
  return totalPassengerCount > 1 ? `+${totalPassengerCount - 1}` : null;
}
