export type RidesTab = 'upcoming' | 'past';

export const RIDES_TABS: readonly { tab: RidesTab; label: string }[] = [
  { tab: 'upcoming', label: 'Upcoming' },
  { tab: 'past', label: 'Past' },
];
