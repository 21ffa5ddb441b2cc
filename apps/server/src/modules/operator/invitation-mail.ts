import escapeHtml from 'escape-html';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { StaffRole } from '../staff/index.ts';

const ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'an administrator',
  dispatcher: 'a dispatcher',
  driver: 'a driver',
};

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

export function invitationMail(options: {
  company: { id: string; name: string; support_email: string };
  mailFrom: string;
  to: string;
  role: StaffRole;
  link: string;
  validDays: number;
}): MailMessage {
  const { company, link } = options;
  const sender = company.name.replace(/["\\\r\n]/g, '');
  const role = ROLE_NAMES[options.role];
  const text = [
    'Hello,',
    '',
    `You are invited to join ${company.name} as ${role}.`,
    `Open this link within ${options.validDays} days to choose your password:`,
    '',
    link,
    '',
    'The link works once. If you did not expect this, you can ignore this email.',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>You are invited to join ${escapeHtml(company.name)} as ${role}.
Open this link within ${options.validDays} days to choose your password:</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>The link works once. If you did not expect this, you can ignore this email.</p>`;
  return {
    companyId: company.id,
    from: `"${sender}" <${options.mailFrom}>`,
    to: options.to,
    ...(company.support_email ? { replyTo: company.support_email } : {}),
    subject: `Join ${company.name}`,
    text,
    html,
  };
}
