import type { LookupRatesPayload } from '@ride/domain';
import { useEffect, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { safeToRetryContext } from '../../../lib/graphql/errors.ts';
import type { GetRatesMutation as GetRatesResult } from '../../../lib/gql/graphql.ts';
import { GetRatesMutation } from '../api/rates.ts';

const ratesDocument = asDocument(GetRatesMutation);

export type RatesResult = GetRatesResult['lookupRates'];
export type RatedVehicle = RatesResult['vehicles'][number];

interface Answer {
  key: string;
  data: RatesResult | null;
  error: CombinedError | null;
}

/** Counter taps and typing settle before the trip is priced again. */
const SETTLE_MS = 300;

/**
 * getRates for the current lookup payload, again whenever the payload changes. The last prices
 * stay on screen while new ones load, marked as loading. Pricing changes nothing on the server,
 * so each lookup carries an idempotency key only to let the client retry it on a lost connection.
 */
export function useRates(payload: LookupRatesPayload | null) {
  const client = useClient();
  const key = payload ? JSON.stringify(payload) : null;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastData, setLastData] = useState<RatesResult | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      const input = JSON.parse(key) as LookupRatesPayload;
      void client
        .mutation(ratesDocument, { input }, safeToRetryContext())
        .toPromise()
        .then((result) => {
          if (!current) return;
          const data = result.data?.lookupRates ?? null;
          setAnswer({ key, data, error: result.error ?? null });
          if (data) setLastData(data);
        });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, key, attempt]);

  const settled = answer !== null && answer.key === key;
  return {
    data: settled ? answer.data : lastData,
    error: settled ? answer.error : null,
    fetching: key !== null && !settled,
    retry: () => {
      setAnswer(null);
      setAttempt((n) => n + 1);
    },
  };
}
