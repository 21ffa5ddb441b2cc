/**
 * Short articles, conjunctions and prepositions that stay lower case inside a heading, as in the
 * spec's own "Note to Driver" and "Connect with Facebook".
 */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'per',
  'to',
  'via',
  'vs',
  'with',
]);

/**
 * Whether a heading is in Title Case the way the spec writes its headings ("Price Breakdown",
 * "Billing Address", "No Page Found", "Where To?"): every word starts with a capital, except the
 * minor words above, which are lower case unless first or last (or first after a colon or a dash).
 * Words split at spaces and hyphens ("Drop-Off", "Point-to-Point"); punctuation around a word does
 * not count ("(Optional)"). A word without letters ("#", "&", "2") is not judged; nor is a name
 * spelled with inner capitals ("iPhone"). A text without a lower-case letter is not Title Case:
 * it is in capitals ("TRIP FOR", as the spec writes some headings), or has no word to judge.
 */
export function isTitleCase(text: string): boolean {
  if (!/\p{Ll}/u.test(text)) return false;
  const words = text.split(/[\s-]+/u).filter((word) => word !== '');
  let startsPart = true;
  for (const [index, word] of words.entries()) {
    const first = startsPart;
    const last = index === words.length - 1;
    startsPart = /[:\u2013\u2014]$/u.test(word);
    const letters = word.replace(/\P{L}/gu, '');
    if (letters === '') continue;
    const minor = MINOR_WORDS.has(letters.toLowerCase()) && !first && !last;
    if (minor ? letters !== letters.toLowerCase() : !capitalised(letters)) return false;
  }
  return true;
}

/** Starts with a capital, or is a name spelled its own way: a capital after a lower-case start. */
function capitalised(letters: string): boolean {
  return /^\p{Lu}/u.test(letters) || /\p{Lu}/u.test(letters.slice(1));
}
