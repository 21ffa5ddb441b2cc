/** One email, as every mail provider takes it. */
export interface MailMessage {
  /** The company the mail is sent for: the outbox is company data like any other. */
  companyId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port: the outbox table by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly provider: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
