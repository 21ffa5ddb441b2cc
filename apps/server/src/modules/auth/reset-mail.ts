import escapeHtml from 'escape-html';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { CompanyRow } from '../company/index.ts';

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

export function passwordResetMail(options: {
  company: Pick<CompanyRow, 'id' | 'name' | 'support_email'>;
  mailFrom: string;
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  const { company, link } = options;
  const sender = company.name.replace(/["\\\r\n]/g, '');
  const text = [
    `Hi ${options.firstName},`,
    '',
    `We received a request to reset the password of your ${company.name} account.`,
    'Open this link within 1 hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(options.firstName)},</p>
<p>We received a request to reset the password of your ${escapeHtml(company.name)} account.
Open this link within 1 hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>`;
  return {
    companyId: company.id,
    from: `"${sender}" <${options.mailFrom}>`,
    to: options.to,
    ...(company.support_email ? { replyTo: company.support_email } : {}),
    subject: `Reset your ${company.name} password`,
    text,
    html,
  };
}
