import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The side menu's entries in the rider's language, by entry name (labels in the route table). */
export const MENU_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  book: msg`BOOK A RIDE`,
  rides: msg`Rides`,
  favorites: msg`Favorites`,
  payments: msg`Payments`,
  support: msg`Support`,
  menuinstall: msg`Install App on Your Home Screen`,
};
