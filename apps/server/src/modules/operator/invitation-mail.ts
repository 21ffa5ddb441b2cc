import type { MailMessage } from '../../adapters/mail/index.ts';
import { invitationMail as renderInvitation } from '../../messages/mail/index.ts';
import { i18nFor } from '../../messages/i18n/index.ts';
import { companyMailEnvelope, mailBrandOf, staffLanguageOf } from '../company/index.ts';
import type { StaffRole } from '../staff/index.ts';

/**
 * Where the console's invitation screen is: always PUBLIC_URL (configuration), never a request's
 * Host. The token travels in the fragment-free query, read once by the console and sent back.
 */
export function invitationLink(publicUrl: string, coid: string, token: string): string {
  const url = new URL('console/invitation', publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  url.searchParams.set('coid', coid);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The invitation, in the company's branding and default language; its band links to the rider
 * app at PUBLIC_URL.
 */
export async function invitationMail(options: {
  company: {
    id: string;
    name: string;
    support_email: string;
    support_phone: string;
    primary_color: string;
    updated_at: Date;
    offered_languages: string[];
    default_language: string;
  };
  mailFrom: string;
  publicUrl: string;
  to: string;
  role: StaffRole;
  link: string;
  validDays: number;
}): Promise<MailMessage> {
  const { company } = options;
  const { subject, text, html } = await renderInvitation({
    brand: mailBrandOf(company, options.publicUrl),
    role: options.role,
    link: options.link,
    validDays: options.validDays,
    // Nobody has chosen a language for an invitee yet: the company's default.
    i18n: i18nFor(staffLanguageOf(company, null)),
  });
  return { ...companyMailEnvelope(company, options.mailFrom, options.to), subject, text, html };
}
