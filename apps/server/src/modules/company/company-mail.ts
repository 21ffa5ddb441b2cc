import { acceptLanguageTags, chooseLanguage, LANGUAGES, type Language } from '@ride/domain';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { CompanyRow } from './company.service.ts';

type CompanyLanguages = Pick<CompanyRow, 'offered_languages' | 'default_language'>;

/**
 * The language of a mail to a rider (decision 97): the rider's own choice, else the languages
 * they asked in (a request's Accept-Language, or the one a request was kept with), among those
 * the company offers now, else the company's default.
 */
export function riderLanguageOf(
  company: CompanyLanguages,
  rider: { own?: string | null; acceptLanguage?: string | null; askedIn?: string | null },
): Language {
  return chooseLanguage({
    own: rider.own ?? null,
    browser: rider.askedIn
      ? [rider.askedIn]
      : acceptLanguageTags(rider.acceptLanguage ?? undefined),
    offered: company.offered_languages,
    companyDefault: company.default_language,
  });
}

/**
 * The language of a mail to a staff member (decisions 96, 97): the one they chose
 * for the console, which need not be one the company offers its riders, else the company's
 * default.
 */
export function staffLanguageOf(company: CompanyLanguages, own: string | null): Language {
  return chooseLanguage({
    own,
    browser: [],
    offered: LANGUAGES,
    companyDefault: company.default_language,
  });
}

/**
 * Who a company's mail is from and where replies go: its name as the sender (quotes, backslashes
 * and line breaks taken out, so a name cannot add a header or an address), and its support
 * address, when it has one.
 */
export function companyMailEnvelope(
  company: Pick<CompanyRow, 'id' | 'name' | 'support_email'>,
  mailFrom: string,
  to: string,
): Pick<MailMessage, 'companyId' | 'from' | 'to' | 'replyTo'> {
  const sender = company.name.replace(/["\\\r\n]/g, '');
  return {
    companyId: company.id,
    from: `"${sender}" <${mailFrom}>`,
    to,
    ...(company.support_email ? { replyTo: company.support_email } : {}),
  };
}
