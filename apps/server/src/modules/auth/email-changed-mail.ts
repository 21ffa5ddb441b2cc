import escapeHtml from 'escape-html';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { CompanyRow } from '../company/index.ts';

/**
 * The notice to the old address after an e-mail change: if someone else made the change, the
 * owner hears of it where they still read mail, and whom to ask for help.
 */
export function emailChangedMail(options: {
  company: Pick<CompanyRow, 'id' | 'name' | 'support_email'>;
  mailFrom: string;
  to: string;
  firstName: string;
  newEmail: string;
}): MailMessage {
  const { company } = options;
  const sender = company.name.replace(/["\\\r\n]/g, '');
  const help = company.support_email
    ? `If you did not make this change, contact us at ${company.support_email} right away.`
    : 'If you did not make this change, contact us right away.';
  const text = [
    `Hi ${options.firstName},`,
    '',
    `The email address of your ${company.name} account was changed to ${options.newEmail}.`,
    'You now sign in with the new address; your other sessions have been signed out.',
    '',
    help,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(options.firstName)},</p>
<p>The email address of your ${escapeHtml(company.name)} account was changed to
${escapeHtml(options.newEmail)}.
You now sign in with the new address; your other sessions have been signed out.</p>
<p>${escapeHtml(help)}</p>`;
  return {
    companyId: company.id,
    from: `"${sender}" <${options.mailFrom}>`,
    to: options.to,
    ...(company.support_email ? { replyTo: company.support_email } : {}),
    subject: `Your ${company.name} email address was changed`,
    text,
    html,
  };
}
