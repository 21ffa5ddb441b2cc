import { Trans } from '@lingui/react/macro';

/**
 * An operator's page (terms, privacy policy, rental agreement) as the server gives it: HTML
 * already cleaned of anything that could run or restyle the app (the API's `html` fields,
 * sanitize-html on the server), so it is shown as it is.
 */
export function HtmlContent({ html }: { html: string }) {
  if (!html.trim())
    return (
      <p className="muted">
        <Trans>Nothing has been published here yet.</Trans>
      </p>
    );
  return <div className="text-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
