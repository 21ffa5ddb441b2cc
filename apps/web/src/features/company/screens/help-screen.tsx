import { Link } from 'react-router';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { telHref } from '../../../lib/links.ts';
import { useCompanyData } from '../hooks/use-company-data.ts';

/** Support: call, e-mail feedback, About Us, terms and privacy (spec part 2 §2, "Help, terms"). */
export default function HelpScreen() {
  const { data, fetching, error, retry } = useCompanyData();
  return (
    <section className="screen">
      <ScreenTitle />
      <LoadState fetching={fetching} error={error} what="the support details" onRetry={retry} />
      {data && (
        <ul className="link-list">
          {data.supportPhone && (
            <li>
              <a href={telHref(data.supportPhone)}>Call Support</a>
              <span className="muted"> {data.supportPhone}</span>
            </li>
          )}
          {data.supportEmail && (
            <li>
              <a href={`mailto:${data.supportEmail}?subject=${encodeURIComponent('Feedback')}`}>
                Send Feedback by E-mail
              </a>
              <span className="muted"> {data.supportEmail}</span>
            </li>
          )}
          {data.websiteURL && (
            <li>
              <a href={data.websiteURL} target="_blank" rel="noopener noreferrer">
                About Us <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
          )}
          <li>
            <Link to="/terms/default">Terms and Conditions</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
        </ul>
      )}
    </section>
  );
}
