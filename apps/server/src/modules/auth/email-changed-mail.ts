import type { MailMessage } from '../../adapters/mail/index.ts';
import { emailChangedMail as renderEmailChanged } from '../../messages/mail/index.ts';
import type { I18n } from '../../messages/i18n/index.ts';
import { companyMailEnvelope, mailBrandOf, type CompanyRow } from '../company/index.ts';

/**
 * The notice to the old address after an e-mail change, in the company's branding: if someone
 * else made the change, the owner hears of it where they still read mail, and whom to ask for help.
 */
export async function emailChangedMail(options: {
  company: Pick<
    CompanyRow,
    'id' | 'name' | 'support_email' | 'support_phone' | 'primary_color' | 'updated_at'
  >;
  mailFrom: string;
  to: string;
  firstName: string;
  newEmail: string;
  /** Where the company's rider app is, for the mail's band. */
  baseUrl: string;
  /** The rider's language (decision 97). */
  i18n: I18n;
}): Promise<MailMessage> {
  const { company } = options;
  const { subject, text, html } = await renderEmailChanged({
    brand: mailBrandOf(company, options.baseUrl),
    firstName: options.firstName,
    newEmail: options.newEmail,
    i18n: options.i18n,
  });
  return { ...companyMailEnvelope(company, options.mailFrom, options.to), subject, text, html };
}
