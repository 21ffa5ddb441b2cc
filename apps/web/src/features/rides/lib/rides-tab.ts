import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type RidesTab = 'upcoming' | 'past';

export const RIDES_TABS: readonly { tab: RidesTab; label: MessageDescriptor }[] = [
  { tab: 'upcoming', label: msg`Upcoming` },
  { tab: 'past', label: msg`Past` },
];
