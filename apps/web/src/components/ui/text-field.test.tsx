import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

const noop = () => undefined;

/** The rendered markup, and a reader for the first match of an attribute. */
function render(element: React.ReactElement) {
  const html = renderToStaticMarkup(element);
  const attribute = (selector: RegExp) => selector.exec(html)?.[1] ?? null;
  return { html, attribute };
}

describe('TextField', () => {
  it('ties the label to the input, and the hint and the error to it', () => {
    const { html, attribute } = render(
      <TextField
        id="flight-number"
        label="Flight Number"
        hint="e.g. 1234"
        value=""
        error="Required"
        onValue={noop}
      />,
    );
    expect(html).toContain('<label for="flight-number">Flight Number</label>');
    expect(attribute(/aria-describedby="([^"]*)"/)).toBe('flight-number-hint flight-number-error');
    expect(attribute(/aria-invalid="([^"]*)"/)).toBe('true');
    expect(html).toContain('<p id="flight-number-hint" class="field-hint">e.g. 1234</p>');
    expect(html).toContain('<p id="flight-number-error" class="field-error">Required</p>');
  });

  it('is neither invalid nor described when there is nothing to say', () => {
    const { html } = render(
      <TextField label="Terminal" value="4" error={undefined} onValue={noop} />,
    );
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}">Terminal</label>`);
  });

  it('takes a form binding as props: name, required, and no spell-check for an e-mail', () => {
    const { html, attribute } = render(
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        name="email"
        value="a@b.test"
        error={undefined}
        required
        onValue={noop}
        onBlur={noop}
      />,
    );
    expect(attribute(/name="([^"]*)"/)).toBe('email');
    expect(attribute(/aria-required="([^"]*)"/)).toBe('true');
    expect(attribute(/spellCheck="([^"]*)"/i)).toBe('false');
    expect(attribute(/autoCapitalize="([^"]*)"/i)).toBe('none');
    expect(html).not.toMatch(/\srequired(=|\s|>)/);
  });
});
