import {
  DEFAULT_PRIMARY_COLOR,
  HEX_COLOR_PATTERN,
  readableTextOn,
  tagManagerUrl,
  type CompanyManifest,
} from '@ride/domain';

const TAG_MANAGER_SCRIPT_ID = 'tag-manager';

function metaNamed(name: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  return meta;
}

function setIconLinks(href: string): void {
  for (const rel of ['icon', 'apple-touch-icon']) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = rel;
      document.head.append(link);
    }
    link.href = href;
  }
}

/**
 * Google Tag Manager, loaded from its own origin (the CSP allows it; no inline script). Inserted
 * only when the operator set a container, replaced when it changes, removed when unset.
 */
export function applyTagManager(src: string): void {
  const existing = document.getElementById(TAG_MANAGER_SCRIPT_ID) as HTMLScriptElement | null;
  if (existing && existing.src === src) return;
  existing?.remove();
  if (!src) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The theme variables the manifest carries; the other theme colours stay as preloaded. */
export function applyThemeColours(themeColor: string, backgroundColor: string): void {
  const primary = HEX_COLOR_PATTERN.test(themeColor) ? themeColor : DEFAULT_PRIMARY_COLOR;
  const root = document.documentElement.style;
  root.setProperty('--primary', primary);
  root.setProperty('--on-primary', readableTextOn(primary));
  if (HEX_COLOR_PATTERN.test(backgroundColor)) root.setProperty('--background', backgroundColor);
  metaNamed('theme-color').content = primary;
}

/** Rewrites the page's head from a changed manifest (spec part 1 §4). */
export function applyManifestToPage(manifest: CompanyManifest): void {
  document.title = manifest.title;
  metaNamed('description').content = manifest.description;
  const icon = manifest.icons[0]?.src;
  if (icon) setIconLinks(icon);
  applyTagManager(tagManagerUrl(manifest.tag_manager_code));
  applyThemeColours(manifest.theme_color, manifest.background_color);
}
