import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The booking screens' titles in the rider's language, by their English title in the route table
 * (spec part 1 §2). A title missing here shows in English.
 */
export const ROUTE_TITLE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'Book a Ride': msg`Book a Ride`,
  'Where To?': msg`Where To?`,
  Search: msg`Search`,
  'Pickup Date and Time': msg`Pickup Date and Time`,
  'Flight Details': msg`Flight Details`,
  'Select a Vehicle': msg`Select a Vehicle`,
};
