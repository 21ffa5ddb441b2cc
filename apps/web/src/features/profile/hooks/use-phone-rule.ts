import { useEffect, useState } from 'react';
import type { phoneNumberError } from '../lib/phone-rule.ts';

type PhoneRule = typeof phoneNumberError;

let loaded: PhoneRule | null = null;

/** The phone rule, null until its module has loaded; until then the form cannot be sent. */
export function usePhoneRule(): PhoneRule | null {
  const [rule, setRule] = useState<PhoneRule | null>(() => loaded);
  useEffect(() => {
    if (rule) return;
    let current = true;
    import('../lib/phone-rule.ts')
      .then((module) => {
        loaded = module.phoneNumberError;
        if (current) setRule(() => module.phoneNumberError);
      })
      .catch((error: unknown) => console.error('The phone rule could not be loaded', error));
    return () => {
      current = false;
    };
  }, [rule]);
  return rule;
}
