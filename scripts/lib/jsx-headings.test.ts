import { describe, expect, it } from 'vitest';
import { headingSlots, jsxHeadings } from './jsx-headings.ts';

const texts = (source: string, slots = headingSlots('a.tsx', source)) =>
  jsxHeadings('a.tsx', source, slots).map((heading) => heading.text);

describe('jsxHeadings', () => {
  it('reads h1–h6 and a summary, their text and literals, with their line', () => {
    const source = [
      'export const A = () => (',
      '  <>',
      '    <h1>No Page Found</h1>',
      '    <h2 className="x">',
      "      Install {'the App'}",
      '    </h2>',
      '    <details><summary>Price Breakdown</summary></details>',
      '    <p>Not a heading</p>',
      '  </>',
      ');',
    ].join('\n');
    expect(jsxHeadings('a.tsx', source, new Map())).toEqual([
      { line: 3, text: 'No Page Found' },
      { line: 4, text: 'Install the App' },
      { line: 7, text: 'Price Breakdown' },
    ]);
  });

  it('gives every text a heading can show, a run-time value as 0', () => {
    const source = `
      const BOOKED = 'Your Ride Is Booked';
      export const A = ({ changed, name, n }) => (
        <>
          <h1>{changed ? 'Your Ride Has Been Updated' : BOOKED}</h1>
          <h2>{name || 'Where Can We Take You?'}</h2>
          <h3>{\`RIDE #\${n}\`}</h3>
          <h4>{name}</h4>
        </>
      );`;
    expect(texts(source)).toEqual([
      'Your Ride Has Been Updated',
      'Your Ride Is Booked',
      'Where Can We Take You?',
      'RIDE #0',
    ]);
  });

  it('reads the legend of a section, not the question of a radio group', () => {
    const source = `
      export const A = () => (
        <form>
          <fieldset><legend>Contact Information</legend><input type="checkbox" /></fieldset>
          <fieldset>
            <legend>Where should your chauffeur meet you?</legend>
            <label><input type="radio" name="m" /> Curbside</label>
          </fieldset>
        </form>
      );`;
    expect(texts(source)).toEqual(['Contact Information']);
  });

  it('reads what a file gives a component that shows it in a heading or as a dialog name', () => {
    const components = `
      export function Card({ title, children }) {
        return <section><h2>{title}</h2>{children}</section>;
      }
      export function Title({ children }) {
        return <h1>{children ?? 'Fallback'}</h1>;
      }
      export function Dialog({ labelledBy, label }) {
        return <dialog aria-label={labelledBy ? undefined : label} />;
      }
      export function Notice({ title }) {
        return <p>{title}</p>;
      }`;
    const slots = headingSlots('components.tsx', components);
    expect([...slots]).toEqual([
      ['Card', new Set(['title'])],
      ['Title', new Set(['children'])],
      ['Dialog', new Set(['label'])],
    ]);
    const screen = `
      export const A = () => (
        <>
          <Card title="Flight Details"><p>Body</p></Card>
          <Title>{'Booking Options'}</Title>
          <Dialog label="Booking options" />
          <Notice title="We could not find this ride" />
        </>
      );`;
    expect(texts(screen, slots)).toEqual(['Flight Details', 'Booking Options', 'Booking options']);
  });

  it('reads an h1 written in a string of HTML', () => {
    const source = "const HTML = '<main><h1>You Are Offline</h1><p>Try again.</p></main>';";
    expect(jsxHeadings('page.ts', source, new Map())).toEqual([
      { line: 1, text: 'You Are Offline' },
    ]);
  });
});
