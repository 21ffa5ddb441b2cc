/**
 * The one rule every text field follows, whatever else it checks: no U+0000 (NUL), which
 * PostgreSQL's text cannot hold, and no UTF-16 surrogate without its pair, which is no character
 * at all (JSON can carry one as "\ud800"; UTF-8 cannot encode it). Both are refused, never
 * cleaned away silently.
 */
export interface TextFlaw {
  /** Where in the text (UTF-16 units). */
  index: number;
  /** The code unit, as U+XXXX. */
  codeUnit: string;
  kind: 'nul' | 'unpaired-surrogate';
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
const codeUnitName = (unit: number) => `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character of `text` no field may hold, or null. One pass, no pattern. */
export function textFlawOf(text: string): TextFlaw | null {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit === 0) return { index, codeUnit: 'U+0000', kind: 'nul' };
    if (isHighSurrogate(unit)) {
      if (isLowSurrogate(text.charCodeAt(index + 1))) {
        index += 1;
        continue;
      }
      return { index, codeUnit: codeUnitName(unit), kind: 'unpaired-surrogate' };
    }
    if (isLowSurrogate(unit)) {
      return { index, codeUnit: codeUnitName(unit), kind: 'unpaired-surrogate' };
    }
  }
  return null;
}

/** The refusal of a text field's value, naming the field; undefined when the text is fine. */
export function textFieldError(field: string, text: string): string | undefined {
  const flaw = textFlawOf(text);
  if (!flaw) return undefined;
  const what =
    flaw.kind === 'nul'
      ? 'the NUL character (U+0000)'
      : `an unpaired surrogate (${flaw.codeUnit}), which is not a character`;
  return `${field} must not contain ${what}: remove it and try again`;
}
