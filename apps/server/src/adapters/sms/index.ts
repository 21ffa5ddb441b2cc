import type { Config } from '../../config.ts';
import { createOutboxSmsSender } from './outbox.ts';
import type { SmsSender } from './sms.ts';
import { createTwilioSender, sendWithTwilio } from './twilio.ts';

export { SmsRejected } from './sms.ts';
export type { SmsMessage, SmsSender, TwilioCredentials } from './sms.ts';
export { twilioSignature, validTwilioSignature } from './twilio-signature.ts';

/**
 * The provider a text goes out through. Credentials decide, the company's before the
 * deployment's: a text passed with a company's own Twilio credentials goes through Twilio with
 * them, whether or not TWILIO_* is set; one without goes through Twilio with the deployment's
 * (TWILIO_*), and stays in the outbox only when there are none. So `provider` is 'twilio' when the
 * deployment has credentials, else 'outbox', and a company's own reach Twilio either way.
 */
export function createSmsSender(config: Pick<Config, 'twilio' | 'twilioApiUrl'>): SmsSender {
  const options = { apiUrl: config.twilioApiUrl };
  if (config.twilio) return createTwilioSender(options, config.twilio);
  const outbox = createOutboxSmsSender();
  return {
    provider: 'outbox',
    send: (message, credentials) =>
      credentials ? sendWithTwilio(options, credentials, message) : outbox.send(message),
  };
}
