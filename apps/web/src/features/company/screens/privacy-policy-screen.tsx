import { useLingui } from '@lingui/react/macro';
import { HtmlContent } from '../../../components/ui/html-content.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useCompanyData } from '../hooks/use-company-data.ts';

export default function PrivacyPolicyScreen() {
  const { t } = useLingui();
  const { data, fetching, error, retry } = useCompanyData();
  return (
    <section className="screen">
      <ScreenTitle />
      <LoadState fetching={fetching} error={error} what={t`the privacy policy`} onRetry={retry} />
      {data && <HtmlContent html={data.privacyPolicy.html} />}
    </section>
  );
}
