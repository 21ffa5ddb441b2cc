/** One text message, as every SMS provider takes it. */
export interface SmsMessage {
  /** Our delivery's id, for the logs. */
  id: string;
  /** The company the text is sent for. */
  companyId: string;
  /** E.164, e.g. +12015550123 (toE164). */
  to: string;
  body: string;
}

/** A Twilio account to send with: the deployment's (TWILIO_*), or a company's own. */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  /** The sending number in E.164, or a Messaging Service's SID (MG…), which picks the number. */
  from: string;
}

/**
 * The SMS port: how a queued text leaves its outbox row. By default it stays there; with Twilio
 * credentials (the deployment's, or the company's own passed with the message) it goes through
 * Twilio. `provider` says what happens to a text sent without a company's credentials.
 */
export interface SmsSender {
  readonly provider: 'outbox' | 'twilio';
  /**
   * Resolves with the provider's id of the message (null when it stayed in the outbox). Throws
   * SmsRejected when the provider refuses this text for good; any other error is transient (no
   * answer, too many requests, the provider's own failure): the job runner tries again later.
   */
  send(
    message: SmsMessage,
    credentials?: TwilioCredentials,
  ): Promise<{ providerId: string | null }>;
}

/** The provider refused the text for good (a wrong number, STOP, wrong credentials): trying again will not help. */
export class SmsRejected extends Error {
  constructor(
    /** The provider's error code (Twilio's are numbers, e.g. 21211), or ours as a word. */
    readonly code: number | string,
    message: string,
    /** The number replied STOP to this sender: text it no more. */
    readonly optedOut = false,
  ) {
    super(message);
    this.name = 'SmsRejected';
  }
}
