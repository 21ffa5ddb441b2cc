import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { isOwnTrip, TripDetailsQuery } from '../../rides/index.ts';
import type { SentFeedback } from '../hooks/use-submit-feedback.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { RatedRide } from './rated-ride.tsx';
import { postTripStage } from '../lib/post-trip.ts';
import '../post-trip.css';

const detailsDocument = TripDetailsQuery;
const BOOKING_START = '/book/routing';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="notice post-trip__notice">
      <p className="form-status__title">{title}</p>
      <p>{text}</p>
      <Link to={BOOKING_START} className="button button--primary button--block">
        <Trans>Book a Ride</Trans>
      </Link>
    </div>
  );
}

/**
 * After the signed-in rider's completed ride (spec part 2 §2, post-trip): its total and fees, a
 * tip, a rating and Submit. Submit ends in a thank-you naming the driver (the stored feedback, as
 * the server answered it); Close goes to /book/routing.
 */
export default function FinalizeTripPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [sent, setSent] = useState<SentFeedback | null>(null);
  const [result, reexecute] = useQuery({
    query: detailsDocument,
    variables: { id },
    pause: !id,
    requestPolicy: 'network-only',
  });
  const answer = result.data?.getTripDetails;
  // Asked without a hash, the ride is the rider's own and comes with its total.
  const trip = answer && isOwnTrip(answer) ? answer : undefined;

  function content() {
    if (!trip) {
      if (id && (result.fetching || result.error?.networkError)) {
        return (
          <LoadState
            fetching={result.fetching}
            error={result.error}
            what={t`your ride`}
            onRetry={() => reexecute({ requestPolicy: 'network-only' })}
          />
        );
      }
      return (
        <Notice
          title={t`We could not find this ride`}
          text={t`The link may be incomplete, or the ride belongs to another account.`}
        />
      );
    }
    if (sent?.reservationId === trip.id) return <RatedRide trip={trip} feedback={sent} />;
    const stage = postTripStage(trip);
    const number = trip.confirmationNumber;
    if (stage.kind === 'rated') return <RatedRide trip={trip} feedback={stage.feedback} />;
    if (stage.kind === 'notCompleted') {
      return (
        <Notice
          title={t`This ride is not completed yet`}
          text={t`You can leave a tip and a rating once ride #${number} is completed.`}
        />
      );
    }
    return (
      <>
        <p className="post-trip__intro">
          <Trans>How was ride #{number}?</Trans>
        </p>
        <FeedbackForm trip={trip} onDone={setSent} />
      </>
    );
  }

  return (
    <section className="screen post-trip">
      <ScreenTitle />
      {content()}
    </section>
  );
}
