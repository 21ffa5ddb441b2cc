import { isGsm7, smsSegments } from './segments.ts';

/** A text message in its two parts: the words, which may be shortened, and a link, which never is. */
export interface SmsText {
  body: string;
  /** Put after the body and a space, whole, however short the body has to become. */
  link?: string;
}

/** Punctuation that should not stand before an ellipsis (nor should whitespace). */
const TRAILING = new Set([',', ';', ':', '.', '-', '–', '—']);
const WEB_ADDRESS = /^(https?:\/\/|www\.)/i;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text as one message of at most `maxSegments` segments (see smsSegments): unchanged when it
 * fits, else its body cut after the last word that leaves room, ending with an ellipsis: "..."
 * while the message is GSM-7 ("…" is not in the GSM alphabet and would turn the whole message
 * into UCS-2, less than half the room), "…" when it is UCS-2 anyway. The link stays whole at the
 * end, after a space. A first word too long for any message is cut between its characters. A web
 * address is never cut, in the link or in the body: when nothing else leaves room, the message is
 * the link alone (or the body's first word, a web address), over the limit if it is itself.
 */
export function fitSms(text: string | SmsText, maxSegments = 2): string {
  if (!Number.isInteger(maxSegments) || maxSegments < 1) {
    throw new RangeError('fitSms: maxSegments must be a whole number, at least 1');
  }
  const { body: rawBody, link: rawLink } = typeof text === 'string' ? { body: text } : text;
  const body = rawBody.trim();
  const link = rawLink?.trim() ?? '';
  const fits = (message: string) => smsSegments(message).segments <= maxSegments;
  const whole = [body, link].filter(Boolean).join(' ');
  if (fits(whole)) return whole;

  const tail = link ? ` ${link}` : '';
  const firstWord = body.split(/\s/u, 1)[0] ?? '';
  for (const end of cutsOf(body, firstWord)) {
    const kept = endBeforeEllipsis(body.slice(0, end));
    if (!kept) continue;
    const message = `${kept}${isGsm7(kept + tail) ? '...' : '…'}${tail}`;
    if (fits(message)) return message;
  }
  return link || firstWord;
}

/** The kept words without trailing punctuation, or with a space after a web address (kept whole). */
function endBeforeEllipsis(kept: string): string {
  const words = kept.trimEnd();
  if (WEB_ADDRESS.test(words.split(/\s/u).at(-1) ?? '')) return `${words} `;
  let end = words.length;
  while (end > 0 && (TRAILING.has(words[end - 1]!) || /\s/u.test(words[end - 1]!))) end -= 1;
  return words.slice(0, end);
}

/**
 * Where the body may be cut, longest first: before each whitespace; then, when the first word is
 * too long for any message, between its characters (graphemes: an emoji or accented letter stays
 * whole), unless it is a web address.
 */
function* cutsOf(body: string, firstWord: string): Generator<number> {
  yield* [...body.matchAll(/\s/gu)].map((match) => match.index).reverse();
  if (WEB_ADDRESS.test(firstWord)) return;
  const ends = [...graphemes.segment(firstWord)].map((g) => g.index + g.segment.length);
  yield* ends.slice(0, -1).reverse();
}
