import { normalizeEmail, shouldCheckDuplicateEmail } from '@ride/domain';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useCompany } from '../../../stores/company.ts';
import { CheckDuplicateEmailQuery } from '../api/duplicate-email.ts';

const duplicateEmailDocument = asDocument(CheckDuplicateEmailQuery);
/** Typing settles before the address is checked (the check is rate limited on the server). */
const SETTLE_MS = 400;

/**
 * Whether a guest who registers chose an address the company already has an account for. Asked
 * only once the e-mail and the password are both valid (spec part 2 §5).
 */
export function useDuplicateEmail(emailAddress: string, password: string): boolean {
  const client = useClient();
  const { coid } = useCompany();
  const email = shouldCheckDuplicateEmail({ emailAddress, password })
    ? normalizeEmail(emailAddress)
    : null;
  const [answer, setAnswer] = useState<{ email: string; duplicate: boolean } | null>(null);

  useEffect(() => {
    if (email === null) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void client
        .query(duplicateEmailDocument, { coid, email }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          const duplicate = result.data?.checkDuplicateEmail.duplicateCheck;
          if (current && duplicate !== undefined) setAnswer({ email, duplicate });
        });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, coid, email]);

  return email !== null && answer?.email === email && answer.duplicate;
}
