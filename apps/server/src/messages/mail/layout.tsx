import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';
import { textDirection } from '@ride/domain';
import { languageOf, type I18n } from '../i18n/index.ts';
import { httpUrlOrNull, requireHttpUrl, telHref } from './links.ts';
import {
  INK,
  MAIL_LOGO_SIZE,
  mailColours,
  MUTED,
  PAGE,
  PAPER,
  RULE,
  type MailBrand,
} from './mail-brand.ts';

export const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The logo's box, in CSS pixels: the mail's logo image is drawn to its shape. */
const LOGO_WIDTH = MAIL_LOGO_SIZE.width;
const LOGO_HEIGHT = MAIL_LOGO_SIZE.height;

const EMAIL = /^[^\s@?&<>"]+@[^\s@?&<>"]+$/;

const linkStyle = (colour: string) => ({ color: colour, textDecorationLine: 'underline' });

/** Marks a placeholder's place in a translated sentence, to put a link there. */
const MARK = '\u0000';
const marks = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));

/** A translated sentence with its marked placeholders replaced by nodes (links). */
function withNodes(sentence: string, nodes: Record<string, ReactNode>): ReactNode {
  return sentence
    .split(MARK)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? (nodes[part] ?? null) : part}</Fragment>
    ));
}

/** "Questions? Call … or write to …", each linked when it can be dialled or mailed. */
function SupportLine(props: { brand: MailBrand; linkColour: string; i18n: I18n }) {
  const { brand, linkColour, i18n } = props;
  const tel = telHref(brand.supportPhone);
  const phone = !brand.supportPhone ? null : tel ? (
    <Link href={tel} style={linkStyle(linkColour)}>
      {brand.supportPhone}
    </Link>
  ) : (
    brand.supportPhone
  );
  const email = !brand.supportEmail ? null : EMAIL.test(brand.supportEmail) ? (
    <Link href={`mailto:${brand.supportEmail}`} style={linkStyle(linkColour)}>
      {brand.supportEmail}
    </Link>
  ) : (
    brand.supportEmail
  );
  if (!phone && !email) return null;
  return (
    <Text style={{ color: MUTED, backgroundColor: PAPER, fontSize: 14, margin: '0 0 8px' }}>
      {phone && email
        ? withNodes(
            i18n._('Questions? Call {phone} or write to {email}.', marks('phone', 'email')),
            { phone, email },
          )
        : phone
          ? withNodes(i18n._('Questions? Call {phone}.', marks('phone')), { phone })
          : withNodes(i18n._('Questions? Write to {email}.', marks('email')), { email })}
    </Text>
  );
}

/**
 * Every mail's frame: the company's band (logo or name, linking to the rider app), the heading,
 * the mail's own blocks, and the support line. Each block sets its own background and text colour
 * so a client that inverts colours for dark mode inverts them as pairs.
 */
export function MailLayout(props: {
  /** The reader's language: the words of the frame, and the document's lang and direction. */
  i18n: I18n;
  brand: MailBrand;
  /** The <title>, for the few clients that show it and for screen readers. */
  title: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  const { brand } = props;
  const colours = mailColours(brand);
  const logoUrl = httpUrlOrNull(brand.logoUrl);
  const homeUrl = requireHttpUrl(brand.homeUrl, 'brand.homeUrl');
  return (
    <Html lang={languageOf(props.i18n)} dir={textDirection(languageOf(props.i18n))}>
      <Head>
        <title>{props.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: PAGE, color: INK, fontFamily: FONT, margin: 0, padding: 0 }}>
        <Container
          style={{
            backgroundColor: PAPER,
            color: INK,
            border: `1px solid ${RULE}`,
            margin: '0 auto',
          }}
        >
          <Section
            data-skip-in-text
            style={{
              backgroundColor: colours.primary,
              color: colours.onPrimary,
              padding: '16px 24px',
            }}
          >
            <Link href={homeUrl} style={{ color: colours.onPrimary, textDecoration: 'none' }}>
              {logoUrl ? (
                <Img
                  src={logoUrl}
                  alt={brand.name}
                  width={LOGO_WIDTH}
                  height={LOGO_HEIGHT}
                  style={{ height: 'auto', maxWidth: '100%', color: colours.onPrimary }}
                />
              ) : (
                <Text
                  style={{
                    color: colours.onPrimary,
                    backgroundColor: colours.primary,
                    fontSize: 20,
                    fontWeight: 700,
                    margin: 0,
                  }}
                >
                  {brand.name}
                </Text>
              )}
            </Link>
          </Section>
          <Section style={{ backgroundColor: PAPER, color: INK, padding: '24px 24px 8px' }}>
            <Heading
              as="h1"
              data-skip-in-text
              style={{
                color: INK,
                backgroundColor: PAPER,
                fontSize: 22,
                lineHeight: '28px',
                margin: '0 0 16px',
              }}
            >
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Section
            style={{
              backgroundColor: PAPER,
              color: MUTED,
              borderTop: `1px solid ${RULE}`,
              padding: '16px 24px',
            }}
          >
            <SupportLine
              i18n={props.i18n}
              brand={brand}
              linkColour={colours.link === INK ? MUTED : colours.link}
            />
            <Text style={{ color: MUTED, backgroundColor: PAPER, fontSize: 14, margin: 0 }}>
              {brand.name}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
