import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup as render } from 'react-dom/server';

/** React's static markup of a component inside the app's language provider (test-setup.ts). */
export function renderToStaticMarkup(node: ReactNode): string {
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}
