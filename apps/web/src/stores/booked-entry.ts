import { createStore, useStore } from '../lib/store.ts';

/**
 * The history entry (its location key) whose checkout screen shows a ride just booked: there the
 * booking is over, so the header's menu button opens the side menu, not the booking's sheet.
 * Kept in memory: the booked view itself lasts as long as the screen.
 */
export const bookedEntryStore = createStore<string | null>(null);

export function markBooked(locationKey: string): void {
  bookedEntryStore.set(locationKey);
}

export function useBookedEntry(): string | null {
  return useStore(bookedEntryStore);
}
