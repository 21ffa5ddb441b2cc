import { useEffect, useState } from 'react';
import type * as PhoneRulesModule from '../lib/phone-rules.ts';

type PhoneRules = typeof PhoneRulesModule;

let loaded: PhoneRules | null = null;

/**
 * The phone rule and the country list, null until their module has loaded. The screen renders
 * without them; the module arrives long before a rider has typed a number, and the form cannot
 * be sent until it has.
 */
export function usePhoneRules(): PhoneRules | null {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (rules) return;
    let current = true;
    import('../lib/phone-rules.ts')
      .then((module) => {
        loaded = module;
        if (current) setRules(module);
      })
      .catch((error: unknown) => console.error('The phone rules could not be loaded', error));
    return () => {
      current = false;
    };
  }, [rules]);
  return rules;
}
