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
  /** The rider's language (decision 97); English when absent. */
  i18n?: I18n;
}): Promise<RenderedMail> {
  const { brand } = input;
  const i18n = input.i18n ?? english;
  const company = brand.name;
  const subject = i18n._('Your {company} email address was changed', { company });
  const help = brand.supportEmail
    ? i18n._('If you did not make this change, contact us at {email} right away.', {
        email: brand.supportEmail,
      })
    : i18n._('If you did not make this change, contact us right away.');
  return renderMail(
    subject,
    <MailLayout
      i18n={i18n}
      brand={brand}
      title={subject}
      preview={i18n._('You now sign in with {email}.', { email: input.newEmail })}
      heading={i18n._('Your email address was changed')}
    >
      <Paragraph>{i18n._('Hi {name},', { name: input.firstName })}</Paragraph>
      <Paragraph>
        {i18n._(
          'The email address of your {company} account was changed to {email}. You now sign in with the new address; your other sessions have been signed out.',
          { company, email: input.newEmail },
        )}
      </Paragraph>
      <Paragraph>{help}</Paragraph>
    </MailLayout>,
  );
}

/** The staff roles an invitation names, as the mail words them. */
const roleName = (i18n: I18n, role: 'admin' | 'dispatcher' | 'driver') =>
  i18n._('{role, select, admin {an administrator} dispatcher {a dispatcher} other {a driver}}', {
    role,
  });

/** An invitation to the company's staff, with the link that chooses a password (it works once). */
export function invitationMail(input: {
  brand: MailBrand;
  role: 'admin' | 'dispatcher' | 'driver';
  link: string;
  validDays: number;
  /** The company's default language (decision 97); English when absent. */
  i18n?: I18n;
}): Promise<RenderedMail> {
  const { brand } = input;
  const i18n = input.i18n ?? english;
  const company = brand.name;
  const subject = i18n._('Join {company}', { company });
  const role = roleName(i18n, input.role);
  return renderMail(
    subject,
    <MailLayout
      i18n={i18n}
      brand={brand}
      title={subject}
      preview={i18n._('You are invited to join {company} as {role}.', { company, role })}
      heading={subject}
    >
      <Paragraph>{i18n._('Hello,')}</Paragraph>
      <Paragraph>
        {i18n._(
          'You are invited to join {company} as {role}. Open this link within {days, plural, one {# day} other {# days}} to choose your password:',
          { company, role, days: input.validDays },
        )}
      </Paragraph>
      <ActionButton brand={brand} href={input.link} field="link">
        {i18n._('Accept the invitation')}
      </ActionButton>
      <Paragraph>
        {i18n._('The link works once. If you did not expect this, you can ignore this email.')}
      </Paragraph>
    </MailLayout>,
  );
}
