import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { telHref } from '../../../lib/links.ts';
import { useCompanyData } from '../hooks/use-company-data.ts';

/** Support: call, e-mail feedback, About Us, terms and privacy (spec part 2 §2, "Help, terms"). */
export default function HelpScreen() {
  const { t } = useLingui();
  const { data, fetching, error, retry } = useCompanyData();
  return (
    <section className="screen">
      <ScreenTitle />
      <LoadState fetching={fetching} error={error} what={t`the support details`} onRetry={retry} />
      {data && (
        <ul className="link-list">
          {data.supportPhone && (
            <li>
              <a href={telHref(data.supportPhone)}>
                <Trans>Call Support</Trans>
              </a>
              <span className="muted"> {data.supportPhone}</span>
            </li>
          )}
          {data.supportEmail && (
            <li>
              <a href={`mailto:${data.supportEmail}?subject=${encodeURIComponent(t`Feedback`)}`}>
                <Trans>Send Feedback by E-mail</Trans>
              </a>
              <span className="muted"> {data.supportEmail}</span>
            </li>
          )}
          {data.websiteURL && (
            <li>
              <a href={data.websiteURL} target="_blank" rel="noopener noreferrer">
                <Trans>About Us</Trans>{' '}
                <span className="visually-hidden">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </li>
          )}
          <li>
            <Link to="/terms/default">
              <Trans>Terms and Conditions</Trans>
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy">
              <Trans>Privacy Policy</Trans>
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
