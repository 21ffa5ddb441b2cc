import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** A mail's subject and both of its parts, ready for a MailMessage. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The two parts of one template: the HTML, and the plain text React Email derives from it (links
 * as "label address"). The band, the heading and the preview line say what the subject already
 * says and are left out of the text (data-skip-in-text); so are the schemes of mailto: and tel:
 * links, whose text is the address or the number.
 */
export async function renderMail(subject: string, mail: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(mail),
    render(mail, {
      plainText: true,
      htmlToTextOptions: {
        selectors: [
          { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
          { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
        ],
      },
    }),
  ]);
  return { subject, html, text: text.trim() };
}
