import type { ReactNode } from 'react';
import { Paragraph } from './blocks.tsx';
import { MailLayout } from './layout.tsx';
import type { I18n } from '../i18n/index.ts';
import type { MailBrand } from './mail-brand.ts';
import { mailI18n, openingOf } from './ride-wording.ts';

/** What every mail to a rider about their ride takes. */
export interface RiderMailInput {
  brand: MailBrand;
  firstName: string;
  confirmationNumber: string;
  /**
   * The operator's own opening sentence for this mail (plain text), in place of the mail's; the
   * ride's facts always follow it.
   */
  intro?: string | null;
  /** The rider's language (decision 97); English when absent. */
  i18n?: I18n;
}

/** A rider's mail: greeting, the opening sentence (the operator's or the mail's), then its facts. */
export function RiderMail(props: {
  input: RiderMailInput;
  subject: string;
  preview: string;
  heading: string;
  opening: string;
  children: ReactNode;
}) {
  const { input } = props;
  const i18n = mailI18n(input);
  return (
    <MailLayout
      i18n={i18n}
      brand={input.brand}
      title={props.subject}
      preview={props.preview}
      heading={props.heading}
    >
      <Paragraph>{i18n._('Hi {name},', { name: input.firstName })}</Paragraph>
      <Paragraph>{openingOf(input.intro, props.opening)}</Paragraph>
      {props.children}
    </MailLayout>
  );
}
