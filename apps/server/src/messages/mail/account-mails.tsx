import { english, type I18n } from '../i18n/index.ts';
import { ActionButton, Paragraph } from './blocks.tsx';
import { MailLayout } from './layout.tsx';
import type { MailBrand } from './mail-brand.ts';
import { renderMail, type RenderedMail } from './render-mail.ts';

/** The link to choose a new password; it works for 1 hour. */
export function passwordResetMail(input: {
  brand: MailBrand;
  firstName: string;
  link: string;
  /** The rider's language (decision 97); English when absent. */
  i18n?: I18n;
}): Promise<RenderedMail> {
  const { brand } = input;
  const i18n = input.i18n ?? english;
  const company = brand.name;
  const subject = i18n._('Reset your {company} password', { company });
  return renderMail(
    subject,
    <MailLayout
      i18n={i18n}
      brand={brand}
      title={subject}
      preview={i18n._('Open the link within 1 hour to choose a new password.')}
      heading={i18n._('Reset your password')}
    >
      <Paragraph>{i18n._('Hi {name},', { name: input.firstName })}</Paragraph>
      <Paragraph>
        {i18n._(
          'We received a request to reset the password of your {company} account. Open this link within 1 hour to choose a new password:',
          { company },
        )}
      </Paragraph>
      <ActionButton brand={brand} href={input.link} field="link">
        {i18n._('Choose a new password')}
      </ActionButton>
      <Paragraph>
        {i18n._(
          'If you did not ask for this, you can ignore this email: your password stays as it is.',
        )}
      </Paragraph>
    </MailLayout>,
  );
}

/**
 * The notice to the old address after an e-mail change: if someone else made the change, the
 * owner hears of it where they still read mail, and whom to ask for help.
 */
export function emailChangedMail(input: {
  brand: MailBrand;
  firstName: string;
  newEmail: string;
}): Promise<RenderedMail> {
  const { brand } = input;
  const subject = `Your ${brand.name} email address was changed`;
  const help = brand.supportEmail
    ? `If you did not make this change, contact us at ${brand.supportEmail} right away.`
    : 'If you did not make this change, contact us right away.';
  return renderMail(
    subject,
    <MailLayout
      i18n={english}
      brand={brand}
      title={subject}
      preview={`You now sign in with ${input.newEmail}.`}
      heading="Your email address was changed"
    >
      <Paragraph>Hi {input.firstName},</Paragraph>
      <Paragraph>
        The email address of your {brand.name} account was changed to {input.newEmail}. You now sign
        in with the new address; your other sessions have been signed out.
      </Paragraph>
      <Paragraph>{help}</Paragraph>
    </MailLayout>,
  );
}

/** The staff roles an invitation names, as the mail words them. */
const ROLE_NAMES = {
  admin: 'an administrator',
  dispatcher: 'a dispatcher',
  driver: 'a driver',
} as const;

/** An invitation to the company's staff, with the link that chooses a password (it works once). */
export function invitationMail(input: {
  brand: MailBrand;
  role: keyof typeof ROLE_NAMES;
  link: string;
  validDays: number;
}): Promise<RenderedMail> {
  const { brand } = input;
  const subject = `Join ${brand.name}`;
  const role = ROLE_NAMES[input.role];
  return renderMail(
    subject,
    <MailLayout
      i18n={english}
      brand={brand}
      title={subject}
      preview={`You are invited to join ${brand.name} as ${role}.`}
      heading={`Join ${brand.name}`}
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        You are invited to join {brand.name} as {role}. Open this link within {input.validDays} days
        to choose your password:
      </Paragraph>
      <ActionButton brand={brand} href={input.link} field="link">
        Accept the invitation
      </ActionButton>
      <Paragraph>
        The link works once. If you did not expect this, you can ignore this email.
      </Paragraph>
    </MailLayout>,
  );
}
