/**
 * GSM 03.38's default alphabet, as Unicode: one septet each. Its escape (0x1B) is left out: it is
 * the first septet of every extension character.
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** GSM 03.38's extension table: the escape and a septet, two septets each. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  /** GSM-7 when every character is in the GSM alphabet, else UCS-2 for the whole message. */
  encoding: SmsEncoding;
  /** How many messages the phone company bills and the phone joins back together; 0 for no text. */
  segments: number;
  /** In the encoding's units: septets for GSM-7 (2 per extension character), UTF-16 code units for UCS-2. */
  length: number;
}

/**
 * A segment's room in the encoding's units: one message alone, or each part of a longer one,
 * whose header (the parts' reference and order) takes the rest.
 */
const ROOM: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** Each character's units, in the encoding the whole text needs. */
function unitsOf(text: string): { encoding: SmsEncoding; units: number[] } {
  const characters = [...text];
  const septets: number[] = [];
  for (const character of characters) {
    if (GSM_BASIC.has(character)) septets.push(1);
    else if (GSM_EXTENSION.has(character)) septets.push(2);
    else return { encoding: 'UCS-2', units: characters.map((c) => c.length) };
  }
  return { encoding: 'GSM-7', units: septets };
}

/** Whether the text travels in GSM-7 (every character in the alphabet or its extension table). */
export function isGsm7(text: string): boolean {
  return unitsOf(text).encoding === 'GSM-7';
}

/**
 * How a text travels as SMS: its encoding, length and segments. A character is never split
 * between two parts (an extension character's two septets, an emoji's surrogate pair), so a
 * long text may need a part more than its length alone says.
 */
export function smsSegments(text: string): SmsSize {
  const { encoding, units } = unitsOf(text);
  const length = units.reduce((sum, unit) => sum + unit, 0);
  const room = ROOM[encoding];
  if (length <= room.single) return { encoding, segments: length === 0 ? 0 : 1, length };
  let segments = 1;
  let filled = 0;
  for (const unit of units) {
    if (filled + unit > room.part) {
      segments += 1;
      filled = 0;
    }
    filled += unit;
  }
  return { encoding, segments, length };
}
