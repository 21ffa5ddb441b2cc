import { describe, expect, it } from 'vitest';
import { twilioSignature, validTwilioSignature } from './twilio-signature.ts';

// The example in the request validator tests of Twilio's helper libraries (twilio-php,
// twilio-csharp): a voice webhook signed with the auth token 12345.
const AUTH_TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};
const SIGNATURE = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('validTwilioSignature', () => {
  it('accepts Twilio’s example, whatever the order of the parameters', () => {
    expect(twilioSignature(AUTH_TOKEN, URL, PARAMS)).toBe(SIGNATURE);
    expect(validTwilioSignature(AUTH_TOKEN, URL, PARAMS, SIGNATURE)).toBe(true);
    const reordered = {
      To: PARAMS.To,
      Digits: PARAMS.Digits,
      From: PARAMS.From,
      CallSid: PARAMS.CallSid,
      Caller: PARAMS.Caller,
    };
    expect(validTwilioSignature(AUTH_TOKEN, URL, reordered, SIGNATURE)).toBe(true);
  });

  it('refuses any change to the token, the URL, a parameter, or the signature', () => {
    expect(validTwilioSignature('54321', URL, PARAMS, SIGNATURE)).toBe(false);
    expect(validTwilioSignature(AUTH_TOKEN, `${URL}&baz=3`, PARAMS, SIGNATURE)).toBe(false);
    expect(validTwilioSignature(AUTH_TOKEN, URL.replace('https', 'http'), PARAMS, SIGNATURE)).toBe(
      false,
    );
    expect(validTwilioSignature(AUTH_TOKEN, URL, { ...PARAMS, Digits: '9999' }, SIGNATURE)).toBe(
      false,
    );
    expect(validTwilioSignature(AUTH_TOKEN, URL, { ...PARAMS, Body: 'STOP' }, SIGNATURE)).toBe(
      false,
    );
    const { Digits: _digits, ...fewer } = PARAMS;
    expect(validTwilioSignature(AUTH_TOKEN, URL, fewer, SIGNATURE)).toBe(false);
    for (const signature of ['', 'RSOYDt4T1cUTdK1PDd93/VVr8B8', SIGNATURE.toLowerCase(), '王']) {
      expect(validTwilioSignature(AUTH_TOKEN, URL, PARAMS, signature), signature).toBe(false);
    }
    expect(validTwilioSignature('', URL, PARAMS, twilioSignature('', URL, PARAMS))).toBe(false);
  });

  it('accepts the URL with its default port written out or left out, as Twilio’s libraries do', () => {
    const withPort = 'https://mycompany.com:443/myapp.php?foo=1&bar=2';
    expect(validTwilioSignature(AUTH_TOKEN, withPort, PARAMS, SIGNATURE)).toBe(true);
    const signedWithPort = twilioSignature(AUTH_TOKEN, withPort, PARAMS);
    expect(validTwilioSignature(AUTH_TOKEN, URL, PARAMS, signedWithPort)).toBe(true);
    const plain = 'http://mycompany.com/sms';
    const signedPlain = twilioSignature(AUTH_TOKEN, plain, PARAMS);
    expect(
      validTwilioSignature(AUTH_TOKEN, 'http://mycompany.com:80/sms', PARAMS, signedPlain),
    ).toBe(true);
    // Another port is another URL.
    expect(
      validTwilioSignature(
        AUTH_TOKEN,
        'https://mycompany.com:8443/myapp.php?foo=1&bar=2',
        PARAMS,
        SIGNATURE,
      ),
    ).toBe(false);
  });

  it('signs an inbound text’s parameters, unicode included', () => {
    const params = { From: '+33612345678', Body: 'Stop 🚫 ça', MessageSid: 'SM123' };
    const url = 'https://rides.example.com/twilio/sms?coid=demo';
    const signature = twilioSignature('token', url, params);
    expect(validTwilioSignature('token', url, params, signature)).toBe(true);
    expect(validTwilioSignature('token', url, { ...params, Body: 'Stop 🚫 ca' }, signature)).toBe(
      false,
    );
  });
});
