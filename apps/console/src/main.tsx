import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startLanguage, useConsoleLanguage } from './lib/i18n/language.ts';
import './styles.css';

/**
 * The console in its language (decision 96): a change of language draws the console again, so
 * every text and every date, time and amount formatted outside a message follows it.
 */
function Root() {
  const language = useConsoleLanguage();
  return (
    <I18nProvider i18n={i18n}>
      <App key={language} />
    </I18nProvider>
  );
}

// The first render waits for the catalog of the language shown (each is a chunk of its own).
// In a transition, React renders in slices that give the main thread back between them.
void startLanguage().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
});
