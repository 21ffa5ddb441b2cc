import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { PartCatalogs } from '../../../lib/i18n/part-catalogs.tsx';
import { useCompany } from '../../../stores/company.ts';
import { pushPublicKeyDocument, subscribeToPushDocument } from '../api/notices.ts';
import { canOfferPush, subscribeThisBrowser } from '../lib/browser-push.ts';
import './notices.css';

type State = 'idle' | 'asking' | 'on' | 'refused' | 'failed';

const STATUS: Record<State, MessageDescriptor | null> = {
  idle: null,
  asking: null,
  on: msg`Updates about your ride will appear on this device.`,
  refused: msg`Notifications are blocked for this site: allow them in the browser settings.`,
  failed: msg`We could not turn on notifications. Please try again.`,
};

type Props = { ride?: { id: string; hash: string } | undefined };

/**
 * "Get updates on this device": the rider turns on push for their rides (a guest: this ride) from
 * the booking confirmation or the ride's page, never unasked (decision 78). Shown only where the
 * browser and the server can do it.
 */
export function PushOptIn(props: Props) {
  return (
    <PartCatalogs part="push-opt-in">
      <PushButton {...props} />
    </PartCatalogs>
  );
}

function PushButton({ ride }: Props) {
  const { t } = useLingui();
  const client = useClient();
  const { coid } = useCompany();
  const [{ data }] = useQuery({ query: pushPublicKeyDocument, requestPolicy: 'cache-first' });
  const [state, setState] = useState<State>('idle');
  const status = STATUS[state];
  const publicKey = data?.pushPublicKey;
  if (!publicKey || !canOfferPush()) return null;

  async function turnOn(key: string) {
    if (state === 'asking') return;
    setState('asking');
    const outcome = await subscribeThisBrowser(key);
    if (outcome.kind !== 'subscribed') {
      setState(outcome.kind);
      return;
    }
    const { kind: _subscribed, ...keys } = outcome;
    const result = await client
      .mutation(subscribeToPushDocument, {
        input: { coid, ...keys, ...(ride ? { reservationId: ride.id, hash: ride.hash } : {}) },
      })
      .toPromise();
    setState(result.data?.subscribeToPush ? 'on' : 'failed');
  }

  return (
    <div className="push-opt-in">
      <p role="status" className="push-opt-in__status">
        {status ? t(status) : ''}
      </p>
      {state !== 'on' && (
        <button
          type="button"
          className="button button--secondary button--block"
          aria-busy={state === 'asking'}
          onClick={() => void turnOn(publicKey)}
        >
          <Trans>Get Updates on This Device</Trans>
        </button>
      )}
    </div>
  );
}
