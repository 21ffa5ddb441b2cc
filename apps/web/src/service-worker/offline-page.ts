/**
 * The offline page's words in the app's five languages: the service worker has no Lingui and no
 * access to the rider's stored choice, so the page speaks the first of the browser's languages
 * (the navigation's Accept-Language) that the app has, else English (spec part 1 §8's words).
 */
const WORDS = {
  en: {
    title: 'Offline',
    heading: 'You Are Offline',
    body: 'Connect to the internet and try again.',
  },
  es: {
    title: 'Sin conexión',
    heading: 'No tienes conexión',
    body: 'Conéctate a internet y vuelve a intentarlo.',
  },
  fr: {
    title: 'Hors ligne',
    heading: 'Vous êtes hors ligne',
    body: 'Connectez-vous à Internet et réessayez.',
  },
  de: {
    title: 'Offline',
    heading: 'Sie sind offline',
    body: 'Stellen Sie eine Verbindung zum Internet her und versuchen Sie es erneut.',
  },
  ar: {
    title: 'غير متصل',
    heading: 'أنت غير متصل بالإنترنت',
    body: 'اتصل بالإنترنت وحاول مرة أخرى.',
  },
} as const;

type PageLanguage = keyof typeof WORDS;

const isPageLanguage = (code: string): code is PageLanguage => Object.hasOwn(WORDS, code);

/** The first language of an Accept-Language header that the page has ("de-AT;q=0.8" is "de"). */
export function offlineLanguage(acceptLanguage: string | null): PageLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
    if (isPageLanguage(code)) return code;
  }
  return 'en';
}

/** What a navigation gets with no network and no shell page cached yet. */
export function offlinePage(acceptLanguage: string | null = null): Response {
  const language = offlineLanguage(acceptLanguage);
  const words = WORDS[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><head>` +
    '<meta name="viewport" content="width=device-width">' +
    `<title>${words.title}</title></head><body><main><h1>${words.heading}</h1>` +
    `<p>${words.body}</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
