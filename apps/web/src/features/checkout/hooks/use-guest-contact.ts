import {
  emptyGuestContact,
  normalizeEmail,
  validateGuestContact,
  type GuestContactField,
  type GuestContactValues,
} from '@ride/domain';
import { useState } from 'react';
import {
  attemptSubmit,
  blurField,
  changeField,
  initialFormState,
  isSubmitDisabled,
  visibleErrors,
} from '../../../lib/form-state.ts';
import { useDuplicateEmail } from './use-duplicate-email.ts';
import { usePhoneRules } from './use-phone-rules.ts';

/** The order the fields appear in, for focusing the first one with an error. */
export const GUEST_FIELD_ORDER: readonly GuestContactField[] = [
  'firstName',
  'lastName',
  'emailAddress',
  'phoneNumber',
  'password',
];

/**
 * The guest's contact and registration values: kept for as long as the screen is open, so a
 * failed payment loses nothing; errors after blur or a submit attempt (spec part 2 §2, §5).
 */
export function useGuestContact(registrationAllowed: boolean) {
  const [state, setState] = useState(() => initialFormState(emptyGuestContact()));
  // An address the server refused as taken at booking time, until the rider changes it.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const { values } = state;
  const checkedDuplicate = useDuplicateEmail(
    values.emailAddress,
    registrationAllowed ? values.password : '',
  );
  const duplicateEmail =
    checkedDuplicate || (takenEmail !== null && takenEmail === normalizeEmail(values.emailAddress));
  const phoneRules = usePhoneRules();
  const errors = validateGuestContact(values, {
    registrationAllowed,
    duplicateEmail,
    ...(phoneRules ? { phoneNumberError: phoneRules.phoneNumberError } : {}),
  });

  return {
    values,
    errors,
    shown: visibleErrors(state, errors),
    // Until the phone rule has loaded, a number cannot be judged, so nothing is sent.
    disabled: isSubmitDisabled(state, errors) || phoneRules === null,
    phoneCountries: phoneRules?.phoneCountryOptions ?? null,
    set: (field: keyof GuestContactValues, value: string) =>
      setState((s) => changeField(s, field, value)),
    blur: (field: keyof GuestContactValues) => setState((s) => blurField(s, field)),
    attempt: () => setState(attemptSubmit),
    markTaken: () => {
      setTakenEmail(normalizeEmail(values.emailAddress));
      setState((s) => blurField(s, 'emailAddress'));
    },
  };
}

export type GuestContact = ReturnType<typeof useGuestContact>;
