import { useLingui } from '@lingui/react/macro';
import { deriveTripType } from '@ride/domain';
import { useLocation } from 'react-router';
import { HtmlContent } from '../../../components/ui/html-content.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { useCompanyData } from '../hooks/use-company-data.ts';
import { termsPageHtml } from '../lib/terms-page.ts';

/**
 * /terms/default: the operator's terms; /terms/<service type code>: that type's rental agreement;
 * /terms: the rental agreement of the trip being booked (spec part 2 §2).
 */
export default function TermsScreen() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const form = useBookingForm();
  const { data, fetching, error, retry } = useCompanyData();
  const tripType = deriveTripType(
    form.isHourly,
    form.route.filter((item) => item.location),
  );
  return (
    <section className="screen">
      <ScreenTitle />
      <LoadState fetching={fetching} error={error} what={t`the terms`} onRetry={retry} />
      {data && <HtmlContent html={termsPageHtml(pathname, data, tripType)} />}
    </section>
  );
}
