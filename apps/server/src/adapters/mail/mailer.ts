/** One email, as every mail provider takes it. */
export interface MailMessage {
  /** The outbox row's id once queued; SMTP sends it as the Message-ID, the same on every attempt. */
  id?: string;
  /** The company the mail is sent for: the outbox is company data like any other. */
  companyId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The mail port: how queued mail leaves the outbox. By default it stays there, readable on the
 * development outbox page; with SMTP_URL it is sent over SMTP.
 */
export interface Mailer {
  readonly provider: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
