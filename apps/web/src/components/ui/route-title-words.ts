import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The screens' titles in the rider's language, by their English title in the route table
 * (spec part 1 §2). A title missing here shows in English.
 */
export const ROUTE_TITLE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'Book a Ride': msg`Book a Ride`,
  'Where To?': msg`Where To?`,
  Search: msg`Search`,
  'Pickup Date and Time': msg`Pickup Date and Time`,
  'Flight Details': msg`Flight Details`,
  'Select a Vehicle': msg`Select a Vehicle`,
  Rides: msg`Rides`,
  'My Places': msg`My Places`,
  Payments: msg`Payments`,
  Help: msg`Help`,
  'Confirm Your Trip': msg`Confirm Your Trip`,
  'Your Route': msg`Your Route`,
  'Sign In': msg`Sign In`,
  Register: msg`Register`,
  'Forgot Password': msg`Forgot Password`,
  'Reset Password': msg`Reset Password`,
  'Ride Details': msg`Ride Details`,
  Receipt: msg`Receipt`,
  'Shared Ride': msg`Shared Ride`,
  'Add a Credit Card': msg`Add a Credit Card`,
  'Billing Address': msg`Billing Address`,
  Profile: msg`Profile`,
  'Edit Profile': msg`Edit Profile`,
  'Passenger Details': msg`Passenger Details`,
  'Payment Details': msg`Payment Details`,
  'Connect with Facebook': msg`Connect with Facebook`,
  Tracking: msg`Tracking`,
  'Current Trip': msg`Current Trip`,
  'Finalize Trip': msg`Finalize Trip`,
  'Terms and Conditions': msg`Terms and Conditions`,
  'Rental Agreement': msg`Rental Agreement`,
  'Privacy Policy': msg`Privacy Policy`,
  Driver: msg`Driver`,
  'No Page Found': msg`No Page Found`,
};
