import {
  DEFAULT_PRIMARY_COLOR,
  HEX_COLOR_PATTERN,
  tagManagerUrl,
  type CompanyManifest,
} from '@ride/domain';
import { companyStore } from '../../../stores/company.ts';
import { applyTagManager } from './tag-manager.ts';

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
 * The colours a changed manifest carries (primary and background), over the rest as preloaded.
 * Loaded when a manifest changes (rarely), not with every first paint.
 */
export async function applyThemeColours(themeColor: string, backgroundColor: string) {
  const theme = companyStore.get().company?.theme;
  if (!theme) return;
  const { applyPalette } = await import('../../../lib/theme.ts');
  applyPalette({
    primaryColor: HEX_COLOR_PATTERN.test(themeColor) ? themeColor : DEFAULT_PRIMARY_COLOR,
    backgroundColor: HEX_COLOR_PATTERN.test(backgroundColor)
      ? backgroundColor
      : theme.backgroundColor,
    mainFontColor: theme.mainFontColor,
    headingFontColor: theme.headingFontColor,
    secondaryTextColor: theme.secondaryTextColor,
    tertiaryColor: theme.tertiaryColor,
  });
}

/** Rewrites the page's head from a changed manifest (spec part 1 §4). */
export function applyManifestToPage(manifest: CompanyManifest): void {
  document.title = manifest.title;
  metaNamed('description').content = manifest.description;
  const icon = manifest.icons[0]?.src;
  if (icon) setIconLinks(icon);
  applyTagManager(tagManagerUrl(manifest.tag_manager_code));
  void applyThemeColours(manifest.theme_color, manifest.background_color);
}
