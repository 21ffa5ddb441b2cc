import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** A mail's subject and both of its parts, ready for a MailMessage. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The plain text React Email derives from the HTML (links as "label address"). The band, the
 * heading and the preview line say what the subject already says and are left out of the text
 * (data-skip-in-text); so are the schemes of mailto: and tel: links, whose text is the address or
 * the number.
 */
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/**
 * The two parts of one template. React renders the mail once: the text is React Email's
 * `toPlainText` of that HTML, what `render(mail, { plainText: true })` gives after rendering it a
 * second time (decision 94).
 */
export async function renderMail(subject: string, mail: ReactElement): Promise<RenderedMail> {
  const html = await render(mail);
  return { subject, html, text: toPlainText(html, TEXT_OPTIONS).trim() };
}
