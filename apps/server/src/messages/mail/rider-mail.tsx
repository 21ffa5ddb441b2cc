import type { ReactNode } from 'react';
import { Paragraph } from './blocks.tsx';
import { MailLayout } from './layout.tsx';
import type { MailBrand } from './mail-brand.ts';
import { openingOf } from './ride-wording.ts';

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
  return (
    <MailLayout
      brand={input.brand}
      title={props.subject}
      preview={props.preview}
      heading={props.heading}
    >
      <Paragraph>Hi {input.firstName},</Paragraph>
      <Paragraph>{openingOf(input.intro, props.opening)}</Paragraph>
      {props.children}
    </MailLayout>
  );
}
