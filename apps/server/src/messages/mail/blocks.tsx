import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';
import { requireHttpUrl } from './links.ts';
import { INK, mailColours, MUTED, PAPER, RULE, type MailBrand } from './mail-brand.ts';

const PARAGRAPH = {
  color: INK,
  backgroundColor: PAPER,
  fontSize: 16,
  lineHeight: '24px',
  margin: '0 0 16px',
};

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={PARAGRAPH}>{children}</Text>;
}

/** The one thing the mail asks the reader to do, as a link drawn as a button. */
export function ActionButton(props: {
  brand: MailBrand;
  href: string;
  field: string;
  children: string;
}) {
  const colours = mailColours(props.brand);
  return (
    <Section style={{ backgroundColor: PAPER, color: INK, padding: '8px 0 24px' }}>
      <Button
        href={requireHttpUrl(props.href, props.field)}
        style={{
          backgroundColor: colours.primary,
          color: colours.onPrimary,
          border: `1px solid ${colours.buttonBorder}`,
          borderRadius: 6,
          fontSize: 16,
          fontWeight: 600,
          padding: '12px 20px',
        }}
      >
        {props.children}
      </Button>
    </Section>
  );
}

export type Fact = [label: string, value: string];

/** Facts of a ride, one "Label: value" line each (the text part reads them the same way). */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <Section
      style={{
        backgroundColor: PAPER,
        color: INK,
        borderTop: `1px solid ${RULE}`,
        borderBottom: `1px solid ${RULE}`,
        margin: '0 0 16px',
        padding: '12px 0',
      }}
    >
      <Text style={{ ...PARAGRAPH, lineHeight: '28px', margin: 0 }}>
        {facts.map(([label, value], index) => (
          <Fragment key={label}>
            {index > 0 ? <br /> : null}
            <span style={{ color: MUTED, backgroundColor: PAPER }}>{label}:</span>{' '}
            <strong>{value}</strong>
          </Fragment>
        ))}
      </Text>
    </Section>
  );
}

export interface AmountLine {
  label: string;
  amount: string;
  /** The total: set apart by a rule and in bold. */
  strong?: boolean;
}

/**
 * Labels with amounts right-aligned, for a receipt. A layout table (role="presentation", as React
 * Email's own); its text part is laid out in two columns (html-to-text's dataTable format).
 */
export function AmountTable({ lines }: { lines: AmountLine[] }) {
  const cell = { color: INK, backgroundColor: PAPER, fontSize: 16, padding: '6px 0' };
  return (
    <table
      role="presentation"
      data-text-format="dataTable"
      width="100%"
      cellPadding="0"
      cellSpacing="0"
      border={0}
      style={{ backgroundColor: PAPER, color: INK, margin: '0 0 16px' }}
    >
      <tbody>
        {lines.map((line, index) => {
          const style = {
            ...cell,
            ...(line.strong ? { fontWeight: 700, borderTop: `1px solid ${RULE}` } : {}),
          };
          return (
            <tr key={index}>
              <td style={style}>{line.label}</td>
              <td align="right" style={{ ...style, whiteSpace: 'nowrap' as const }}>
                {line.amount}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
