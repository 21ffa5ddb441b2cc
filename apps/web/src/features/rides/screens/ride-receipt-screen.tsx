import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useCompany } from '../../../stores/company.ts';
import { TripDetailsQuery } from '../api/trips.ts';
import { Receipt } from '../components/receipt.tsx';
import { RideLoadFailed, RideLoading } from '../components/ride-loading.tsx';
import { hasReceipt } from '../lib/receipt.ts';
import { isOwnTrip } from '../lib/ride-details-view.ts';
import '../rides.css';
import '../receipt.css';

const detailsDocument = TripDetailsQuery;

function NoReceipt({ text }: { text: string }) {
  return (
    <section className="screen">
      <ScreenTitle />
      <p role="alert" className="notice">
        {text}
      </p>
      <Link className="button button--secondary button--block" to="/my-rides">
        <Trans>Back to Rides</Trans>
      </Link>
    </section>
  );
}

/** /my-rides/receipt?id= : the printable receipt of the rider's completed ride. */
export default function RideReceiptScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const company = useCompany();
  const [result, reexecute] = useQuery({
    query: detailsDocument,
    variables: { id },
    pause: !id,
    requestPolicy: 'cache-and-network',
  });
  const trip = result.data?.getTripDetails;

  // Only the rider's own ride comes with its money, and so with a receipt.
  if (!trip || !isOwnTrip(trip)) {
    if (id && result.fetching) return <RideLoading />;
    if (result.error?.networkError) {
      return (
        <RideLoadFailed
          error={result.error}
          what={t`the receipt`}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      );
    }
    return <NoReceipt text={t`This receipt could not be found.`} />;
  }
  if (!hasReceipt(trip)) {
    return <NoReceipt text={t`A receipt is ready once the ride is completed.`} />;
  }

  return (
    <section className="screen receipt">
      <ScreenTitle />
      <Receipt trip={trip} company={company} timeZone={company.timeZone} />
      <button
        type="button"
        className="button button--primary button--block receipt__print"
        onClick={() => window.print()}
      >
        <Trans>Print</Trans>
      </button>
    </section>
  );
}
