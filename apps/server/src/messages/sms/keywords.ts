/**
 * The replies Twilio itself acts on by default (its Advanced Opt-Out page): after one of these it
 * refuses to text the number (error 21610) until an opt-in keyword. REVOKE and OPTOUT joined the
 * six older ones in 2025; honouring a reply Twilio does not would only stop more texts.
 */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
] as const;

export const OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;

/** The reply as a keyword: one word of ASCII letters, whatever its case and surrounding spaces. */
function keywordOf(text: string): string | undefined {
  const word = text.trim();
  return /^[A-Za-z]+$/.test(word) ? word.toUpperCase() : undefined;
}

/** Whether an inbound text is an opt-out keyword: the whole message, as Twilio matches it. */
export function isOptOutKeyword(text: string): boolean {
  const keyword = keywordOf(text);
  return keyword !== undefined && (OPT_OUT_KEYWORDS as readonly string[]).includes(keyword);
}

/** Whether an inbound text is an opt-in keyword (texts may be sent to the number again). */
export function isOptInKeyword(text: string): boolean {
  const keyword = keywordOf(text);
  return keyword !== undefined && (OPT_IN_KEYWORDS as readonly string[]).includes(keyword);
}
