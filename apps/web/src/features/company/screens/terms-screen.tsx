import { useLocation } from 'react-router';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { TextContent } from '../../../components/ui/text-content.tsx';
import { useCompanyData } from '../hooks/use-company-data.ts';

/** /terms/default: the operator's terms; other /terms paths: the rental agreement (spec part 2 §2). */
export default function TermsScreen() {
  const { pathname } = useLocation();
  const { data, fetching, error, retry } = useCompanyData();
  const generic = pathname.replace(/\/+$/, '') === '/terms/default';
  return (
    <section className="screen">
      <ScreenTitle />
      <LoadState fetching={fetching} error={error} what="the terms" onRetry={retry} />
      {data && (
        <TextContent
          text={generic ? data.termsAndConditions : data.defaultRentalAgreement.content}
        />
      )}
    </section>
  );
}
