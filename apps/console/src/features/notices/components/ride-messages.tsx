import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { formatInstant } from '../../../lib/format.ts';
import { rideMessagesDocument } from '../api/notices-api.ts';
import { channelName, deliveryStatus, noticeLabel } from '../lib/notice-words.ts';

/**
 * The ride page's "Messages to the rider": each notice on each channel, when, and whether it went
 * out or failed (decision 78). Read again whenever the ride changes (`version`).
 */
export function RideMessages(props: { reservationId: string; timeZone: string; version: string }) {
  const [{ data, error }, reload] = useQuery({
    query: rideMessagesDocument,
    variables: { id: props.reservationId },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    // The messages of a change are written moments after it: look again shortly.
    const timer = setTimeout(() => reload({ requestPolicy: 'network-only' }), 1_500);
    return () => clearTimeout(timer);
  }, [props.version, reload]);
  const messages = data?.rideMessages;
  return (
    <section className="card ride-section" aria-labelledby="ride-messages">
      <h2 id="ride-messages">{t`Messages to the rider`}</h2>
      {!messages ? (
        <p role={error ? 'alert' : 'status'}>{error ? errorMessage(error) : t`Loading…`}</p>
      ) : messages.length === 0 ? (
        <p>{t`Nothing sent yet.`}</p>
      ) : (
        <ol className="driver-list">
          {messages.map((message) => {
            const channel = channelName(message.channel);
            const recipient = message.recipient;
            return (
              <li key={message.id}>
                <strong>{noticeLabel(message.kind, message.label)}</strong> ·{' '}
                {t`${channel} to ${recipient}`} ·{' '}
                <time dateTime={message.createdAt}>
                  {formatInstant(message.createdAt, props.timeZone)}
                </time>
                <br />
                <span className={message.status === 'FAILED' ? 'form-error' : 'muted'}>
                  {deliveryStatus(message.status)}
                  {message.error ? `: ${message.error}` : ''}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
