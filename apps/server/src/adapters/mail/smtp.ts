import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). A
 * queued message keeps its Message-ID across attempts, so a copy sent twice (a crash between
 * sending and recording it) is recognisably the same mail.
 */
export function createSmtpMailer(smtpUrl: string, mailFrom: string): Mailer {
  const idDomain = mailFrom.split('@')[1] ?? 'localhost';
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A stalled server must fail the delivery, not hold it open forever.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    provider: 'smtp',
    async send(message) {
      await transport.sendMail({
        ...(message.id ? { messageId: `<${message.id}@${idDomain}>` } : {}),
        from: message.from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
