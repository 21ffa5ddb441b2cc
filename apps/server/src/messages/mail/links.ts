/** An absolute http(s) address, the only kind a mail links to or loads an image from. */
function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

/**
 * A link the mail is about (reset, invitation, the ride): one that is not http(s) is a mistake of
 * the caller, refused before anything is sent, never written into an href.
 */
export function requireHttpUrl(value: string, field: string): string {
  if (!isHttpUrl(value)) throw new TypeError(`${field} must be an absolute http(s) address`);
  return value;
}

/** An image the mail can do without (a logo, a driver's photo): dropped unless it is http(s). */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  return value && isHttpUrl(value) ? value : null;
}

/** A tel: link for a phone number as written ("(212) 555-0100"), or null when it has no digits. */
export function telHref(phone: string): string | null {
  const dialled = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : null;
}
