import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../lib/i18n/catalogs.ts';
import { TextField } from './text-field.tsx';

/** The field's markup with the given props over a plain one, and a reader of one attribute. */
function render(props: Partial<ComponentProps<typeof TextField>>) {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TextField label="Field" value="" error={undefined} onValue={() => undefined} {...props} />
    </I18nProvider>,
  );
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(html)?.[1] ?? null;
  return { html, attribute };
}

describe('TextField', () => {
  it('ties the label to the input, and the hint and the error to it', () => {
    const { html, attribute } = render({
      id: 'flight-number',
      label: 'Flight Number',
      hint: 'e.g. 1234',
      error: 'Required',
    });
    expect(html).toContain('<label for="flight-number">Flight Number</label>');
    expect(attribute('aria-describedby')).toBe('flight-number-hint flight-number-error');
    expect(attribute('aria-invalid')).toBe('true');
    expect(html).toContain('<p id="flight-number-hint" class="field-hint">e.g. 1234</p>');
    expect(html).toContain('<p id="flight-number-error" class="field-error">Required</p>');
  });

  it('is neither invalid nor described when there is nothing to say', () => {
    const { html, attribute } = render({ label: 'Terminal', value: '4' });
    expect(attribute('aria-invalid')).toBeNull();
    expect(attribute('aria-describedby')).toBeNull();
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}">Terminal</label>`);
  });

  it('takes a form binding as props: name, required, and no spell-check for an e-mail', () => {
    const { html, attribute } = render({
      label: 'Email',
      type: 'email',
      name: 'email',
      value: 'a@b.test',
      required: true,
    });
    expect(attribute('name')).toBe('email');
    expect(attribute('aria-required')).toBe('true');
    expect(attribute('spellCheck')).toBe('false');
    expect(attribute('autoCapitalize')).toBe('none');
    expect(html).not.toMatch(/\srequired(=|\s|>)/);
  });

  it('shows a known error in the rider’s language, and a server’s own words as they came', async () => {
    // The shared catalog holds the fields' known texts (decision 98).
    i18n.loadAndActivate({ locale: 'de', messages: await loadCatalog('shared', 'de') });
    try {
      expect(render({ error: 'Required' }).html).toContain('>Pflichtfeld</p>');
      expect(render({ error: 'Contains invalid character(s): €' }).html).toContain(
        '>Enthält ungültige Zeichen: €</p>',
      );
      expect(render({ error: 'The server said no' }).html).toContain('>The server said no</p>');
    } finally {
      i18n.activate('en');
    }
  });
});
