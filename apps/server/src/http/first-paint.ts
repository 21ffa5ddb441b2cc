import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import escapeHtml from 'escape-html';
import { z } from 'zod';

/**
 * The web build's first-paint map (apps/web/build/first-paint.ts writes it): per rider route its
 * title, header buttons and chunks, and the shell's stylesheet. See docs/decisions/0092.
 */
const chunks = z.object({
  modules: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
  styles: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)),
});
const firstPaintSchema = z.object({
  css: z.string(),
  routes: z.array(
    chunks.extend({
      path: z.string(),
      title: z.string(),
      header: z.object({ back: z.boolean(), close: z.boolean(), menu: z.boolean() }),
      /** The screen's own catalogs beyond the common one, by language (decision 98). */
      catalogs: z.record(z.string(), chunks).default({}),
    }),
  ),
  promo: chunks,
  /** The chunks the entry imports (decision 103); a build from before them names none. */
  entry: chunks.default({ modules: [], styles: [] }),
  /** Each language's catalog (decision 93); a build from before languages has none. */
  catalogs: z.record(z.string(), chunks).default({}),
});

export type FirstPaintMap = z.infer<typeof firstPaintSchema>;
/** The map as the build writes it (fields added later may be missing from an older build). */
export type FirstPaintFile = z.input<typeof firstPaintSchema>;
export type FirstPaintRoute = FirstPaintMap['routes'][number];
export type RouteChunks = z.infer<typeof chunks>;

export const FIRST_PAINT_FILE = join('.vite', 'first-paint.json');

/** The map beside the built app; null for a build without it (pages are served without). */
export function readFirstPaintMap(webDistDir: string): FirstPaintMap | null {
  const file = join(webDistDir, FIRST_PAINT_FILE);
  if (!existsSync(file)) return null;
  return firstPaintSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The route a path shows, matched as React Router matches the route table: letter case aside,
 * the exact path, else a `/prefix/*` route, else `*`. "/" is /book's (the app redirects there).
 */
export function routeOfPath(map: FirstPaintMap, pathname: string): FirstPaintRoute | undefined {
  let path = (pathname === '/' ? '/book' : pathname).toLowerCase();
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const routes = map.routes;
  return (
    routes.find((route) => route.path.toLowerCase() === path) ??
    routes.find(
      (route) =>
        route.path.endsWith('/*') && path.startsWith(route.path.slice(0, -1).toLowerCase()),
    ) ??
    routes.find((route) => route.path === '*')
  );
}

/** modulepreload links for a route's chunks and preload links for its stylesheets. */
export function preloadLinks(route: RouteChunks): string[] {
  return [
    ...route.modules.map(
      (file) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(file)}">`,
    ),
    ...route.styles.map(
      (file) =>
        `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeHtml(file)}">`,
    ),
  ];
}

const ICON_PATHS = {
  back: 'M15 5 8 12l7 7',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
};

/** The header's icons as the app draws them (features/navigation/components/icons.tsx). */
function icon(name: keyof typeof ICON_PATHS): string {
  return (
    `<span class="icon-button"><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" ` +
    `focusable="false" fill="none" stroke="currentColor" stroke-width="2"><path d="${ICON_PATHS[name]}"/></svg></span>`
  );
}

const FIELD =
  '<div class="skeleton__field"><div class="skeleton__label"></div><div class="skeleton__input"></div></div>';
const NO_SCRIPT = '<noscript><p>This app needs JavaScript to book rides.</p></noscript>';

export interface SkeletonBrand {
  name: string;
  logo: string;
  callToActionText: string;
}

/** /book's start: the logo, the call to action, then where the search and the button will be. */
function bookScreen(brand: SkeletonBrand): string {
  const logo = brand.logo
    ? `<img class="book-start__logo" src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}">`
    : '';
  return (
    `<section class="screen book-start">${logo}` +
    `<h1>${escapeHtml(brand.callToActionText || 'Where Can We Take You?')}</h1>` +
    '<div class="skeleton__paragraph" aria-hidden="true"></div>' +
    '<div class="skeleton__where-to" aria-hidden="true"></div><div class="skeleton__button" aria-hidden="true"></div>' +
    `${NO_SCRIPT}</section>`
  );
}

/** Any other screen: its title, then the shapes of a form (most screens start with one). */
function titledScreen(title: string): string {
  return (
    `<section class="screen"><h1 class="screen-title">${escapeHtml(title)}</h1>` +
    `<div class="skeleton" aria-hidden="true">${FIELD}${FIELD}<div class="skeleton__button"></div></div>` +
    `${NO_SCRIPT}</section>`
  );
}

/**
 * The screen's skeleton, drawn by the server inside #root with the app's own shell classes: the
 * header bar with the company's name and the screen's buttons, and the screen's title and
 * shapes. Its main region is busy (aria-busy), its shapes hidden from assistive technology, and React's
 * first render replaces it.
 */
export function skeletonHtml(route: FirstPaintRoute, brand: SkeletonBrand): string {
  const { back, close, menu } = route.header;
  const start = `${back ? icon('back') : ''}${close ? icon('close') : ''}`;
  const screen = route.path === '/book' ? bookScreen(brand) : titledScreen(route.title);
  return (
    '<div class="app">' +
    '<header class="app-header"><div class="app-header__bar">' +
    `<div class="app-header__side">${start}</div>` +
    `<p class="app-header__greeting">${escapeHtml(brand.name)}</p>` +
    `<div class="app-header__side app-header__side--end">${menu ? icon('menu') : ''}</div>` +
    '</div></header>' +
    `<main id="main" aria-busy="true">${screen}</main></div>`
  );
}

/** The shapes of the console's sign-in form, in the sizes its fields and button are drawn. */
const CONSOLE_SKELETON_CSS =
  '.skeleton-label{width:40%;height:1.45rem;border-radius:4px;background:#e6eaef}' +
  '.skeleton-input,.skeleton-button{min-height:2.5rem;border-radius:6px;background:#e6eaef}';
const CONSOLE_FIELD =
  '<div class="field"><div class="skeleton-label"></div><div class="skeleton-input"></div></div>';

const CONSOLE_NO_SCRIPT = '<noscript><p>The operator console needs JavaScript.</p></noscript>';

/** The console's page with a first paint inside #root and the CSS it needs inline. */
function consolePageWith(template: string, css: string, skeleton: string): string {
  const styled = css
    ? template.replace('</head>', () => `  <style id="first-paint">${css}</style>\n  </head>`)
    : template;
  return styled
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${skeleton}</div>`);
}

/**
 * The console's sign-in page before JavaScript: its heading and the shapes of its form, with the
 * console's own classes (its stylesheet lays them out as the screen), busy, shapes hidden from
 * assistive technology. The console carries no operator's brand: nothing of a company is drawn.
 */
export function consoleSignInPage(template: string): string {
  const form = `<div class="card form" aria-hidden="true">${CONSOLE_FIELD.repeat(3)}<div class="skeleton-button"></div></div>`;
  return consolePageWith(
    template,
    CONSOLE_SKELETON_CSS,
    `<main class="sign-in" aria-busy="true"><h1>Operator console</h1>${form}${CONSOLE_NO_SCRIPT}</main>`,
  );
}

/**
 * Any other console page before JavaScript: only the server cannot tell whether the browser holds
 * a staff member's session (the console keeps it in the browser's storage), so the page shows the
 * console's heading, busy, where the sign-in screen draws it, and the app then draws the signed-in
 * screen or sends a signed-out visitor to sign in.
 */
export function consoleLoadingPage(template: string): string {
  return consolePageWith(
    template,
    '',
    `<main class="sign-in" aria-busy="true"><h1>Operator console</h1>${CONSOLE_NO_SCRIPT}</main>`,
  );
}
