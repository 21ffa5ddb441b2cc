/**
 * `text` without any of `characters` at its end ("/my-rides//" → "/my-rides"). A loop rather than
 * a pattern such as /\/+$/, which takes quadratic time on a long run of them followed by another
 * character.
 */
export function trimTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}
