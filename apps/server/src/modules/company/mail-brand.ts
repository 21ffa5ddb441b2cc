import { DEFAULT_PRIMARY_COLOR, HEX_COLOR_PATTERN, readableTextOn } from '@ride/domain';
import type { MailBrand } from '../../messages/mail/index.ts';
import type { CompanyRow } from './company.service.ts';
import { MAIL_LOGO_ASSET } from './mail-logo.ts';

/**
 * Where the company's rider app is: its own domain when it has one, else PUBLIC_URL. Both come
 * from configuration, never from a request.
 */
export function appBaseOf(company: Pick<CompanyRow, 'domain_name'>, publicUrl: string): string {
  return company.domain_name ? `https://${company.domain_name}` : publicUrl;
}

/**
 * The company as its mails show it, linking to its rider app at `appBaseUrl` (named by coid, so
 * the app opens as this company on any domain), with its logo drawn for mails (mail-logo.ts),
 * whose address changes with the company's settings.
 */
export function mailBrandOf(
  company: Pick<
    CompanyRow,
    'id' | 'name' | 'primary_color' | 'support_email' | 'support_phone' | 'updated_at'
  >,
  appBaseUrl: string,
): MailBrand {
  const primaryColor = HEX_COLOR_PATTERN.test(company.primary_color)
    ? company.primary_color
    : DEFAULT_PRIMARY_COLOR;
  const home = new URL(appBaseUrl.endsWith('/') ? appBaseUrl : `${appBaseUrl}/`);
  const logo = new URL(`${encodeURIComponent(company.id)}/brand/${MAIL_LOGO_ASSET}`, home);
  logo.searchParams.set('v', String(new Date(company.updated_at).getTime()));
  home.searchParams.set('coid', company.id);
  return {
    name: company.name,
    logoUrl: logo.toString(),
    primaryColor,
    textOnPrimary: readableTextOn(primaryColor),
    supportEmail: company.support_email,
    supportPhone: company.support_phone,
    homeUrl: home.toString(),
  };
}
