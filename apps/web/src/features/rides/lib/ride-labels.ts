import { t } from '@lingui/core/macro';

/** What the rides list shows for a drop-off without an address (spec part 2 §2). */
export const NO_DROP_OFF = 'As Directed (or) N/A';

/** "4 HR" for a trip whose total duration (hours booked) is over 0; nothing otherwise. */
export function durationLabel(totalDurationInHours: number | null | undefined): string | null {
  if (!totalDurationInHours || totalDurationInHours <= 0) return null;
  return t`${totalDurationInHours} HR`;
}

export interface PlaceLine {
  name?: string | null;
  line1?: string | null;
  city?: string | null;
  airportCode?: string | null;
}

/** One line naming a place: its name (or airport code) and street, else the city. */
export function placeLine(place: PlaceLine | null | undefined): string | null {
  if (!place) return null;
  const title = place.name?.trim() || place.airportCode?.trim() || '';
  const street = place.line1?.trim() ?? '';
  const parts = [title, street && street !== title ? street : ''].filter(Boolean);
  if (parts.length === 0 && place.city?.trim()) parts.push(place.city.trim());
  return parts.length > 0 ? parts.join(', ') : null;
}

export function dropOffLine(place: PlaceLine | null | undefined): string {
  return placeLine(place) ?? t`As Directed (or) N/A`;
}
