import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a webhook request comes from Twilio (its X-Twilio-Signature header), per Twilio's
 * webhook security: HMAC-SHA1, keyed with the account's auth token, of the full URL Twilio called
 * (query string included) followed by each POST parameter's name and value, sorted by name;
 * base64. Compared in constant time. Like Twilio's own helper libraries, the URL is also tried
 * with its default port written out or left out (:443, :80), as the two may differ.
 */
export function validTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string,
): boolean {
  if (!authToken || !signature) return false;
  const given = Buffer.from(signature);
  return urlForms(url).some((form) => {
    const expected = Buffer.from(twilioSignature(authToken, form, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** The signature Twilio puts on a request to this URL with these POST parameters. */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** The URL as given, and with its scheme's default port written out, or left out. */
function urlForms(url: string): string[] {
  const schemeEnd = url.indexOf('://');
  const scheme = url.slice(0, schemeEnd).toLowerCase();
  if (schemeEnd < 0 || (scheme !== 'https' && scheme !== 'http')) return [url];
  const authorityStart = schemeEnd + 3;
  const pathStart = url.slice(authorityStart).search(/[/?#]/);
  const authorityEnd = pathStart < 0 ? url.length : authorityStart + pathStart;
  const head = url.slice(0, authorityStart);
  const authority = url.slice(authorityStart, authorityEnd);
  const rest = url.slice(authorityEnd);
  const port = scheme === 'https' ? ':443' : ':80';
  if (authority.endsWith(port)) return [url, head + authority.slice(0, -port.length) + rest];
  if (/:\d+$/.test(authority)) return [url];
  return [url, head + authority + port + rest];
}
