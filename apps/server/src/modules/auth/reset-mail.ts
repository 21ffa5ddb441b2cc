import type { MailMessage } from '../../adapters/mail/index.ts';
import { passwordResetMail as renderPasswordReset } from '../../messages/mail/index.ts';
import type { I18n } from '../../messages/i18n/index.ts';
import { companyMailEnvelope, mailBrandOf, type CompanyRow } from '../company/index.ts';

/**
 * Whether a request came to the company's own domain: its Host is compared with the configured
 * domain, never used to build anything.
 */
export function cameThroughCompanyDomain(
  hostHeader: string | null,
  company: Pick<CompanyRow, 'domain_name'>,
): boolean {
  const host = hostHeader?.toLowerCase().replace(/:\d+$/, '');
  return Boolean(company.domain_name) && host === company.domain_name?.toLowerCase();
}

/**
 * Where the reset screen is: the company's own domain when the request came through it, else
 * PUBLIC_URL. Both come from configuration; a forged Host cannot point a link at another site.
 */
export function appBaseUrl(
  publicUrl: string,
  company: Pick<CompanyRow, 'domain_name'>,
  viaCompanyDomain: boolean,
): string {
  return viaCompanyDomain && company.domain_name ? `https://${company.domain_name}` : publicUrl;
}

/** The link to the app's reset screen; coid makes the app open as the right company. */
export function resetLink(baseUrl: string, coid: string, token: string): string {
  const url = new URL('reset-password', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('token', token);
  url.searchParams.set('coid', coid);
  return url.toString();
}

/** The reset mail, in the company's branding; its link opens the app at `baseUrl`. */
export async function passwordResetMail(options: {
  company: Pick<
    CompanyRow,
    'id' | 'name' | 'support_email' | 'support_phone' | 'primary_color' | 'updated_at'
  >;
  mailFrom: string;
  to: string;
  firstName: string;
  baseUrl: string;
  link: string;
  /** The rider's language (decision 97). */
  i18n: I18n;
}): Promise<MailMessage> {
  const { company } = options;
  const { subject, text, html } = await renderPasswordReset({
    brand: mailBrandOf(company, options.baseUrl),
    firstName: options.firstName,
    link: options.link,
    i18n: options.i18n,
  });
  return { ...companyMailEnvelope(company, options.mailFrom, options.to), subject, text, html };
}
