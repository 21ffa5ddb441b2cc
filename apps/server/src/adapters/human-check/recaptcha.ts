import { z } from 'zod';

const answerSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * Google reCAPTCHA's server-side check of a token the browser's widget produced
 * (https://developers.google.com/recaptcha/docs/verify): true only for a success.
 */
export async function verifyRecaptcha(
  options: { verifyUrl: string; secretKey: string },
  token: string,
  remoteIp: string,
): Promise<boolean> {
  const response = await fetch(options.verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: options.secretKey, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return false;
  // A body that is not JSON (a proxy's error page) is no success either, not an exception.
  const answer = answerSchema.safeParse(await response.json().catch(() => null));
  return answer.success && answer.data.success;
}
