/** What a push message from the server carries: one notice about a ride. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of this app, e.g. /tracking?id=…&td=…; '/' when the message named anything else. */
  url: string;
  /** A newer notice with the same tag replaces the older one on the device. */
  tag?: string;
  /** The company's app icon, a path on this server, when the message names one. */
  icon?: string;
}

/** Paths of this origin that are not the rider's app (the operator console has its own pages). */
const NOT_THE_APP = /^\/console(\/|$)/;

/**
 * The path to open for a notice's url: a path on this origin (not //host or /\host, which
 * browsers read as another host), else '/'.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return '/';
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The notice of a push message's JSON text, or null when it is not one (no title, not JSON):
 * such a message is dropped rather than shown half-made.
 */
export function parsePushNotice(
  data: string | null | undefined,
  origin: string,
): PushNotice | null {
  let message: unknown;
  try {
    message = JSON.parse(data ?? '');
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { title, body, url, tag, icon } = message as Record<string, unknown>;
  const shownTitle = text(title);
  if (!shownTitle) return null;
  const shownTag = text(tag);
  const iconPath = text(icon) ? appPath(icon, origin) : '/';
  return {
    title: shownTitle,
    body: typeof body === 'string' ? body : '',
    url: appPath(url, origin),
    ...(shownTag ? { tag: shownTag } : {}),
    ...(iconPath !== '/' ? { icon: iconPath } : {}),
  };
}

/**
 * The open window of the app to show a notice's page in: one already at that page, else the one
 * the rider used last (clients.matchAll lists the most recently focused first), never the
 * operator console's; undefined when there is none, to open a new one.
 */
export function windowFor<T extends { url: string }>(
  windows: readonly T[],
  path: string,
  origin: string,
): T | undefined {
  const own = windows.filter((w) => {
    const url = new URL(w.url);
    return url.origin === origin && !NOT_THE_APP.test(url.pathname);
  });
  const target = new URL(path, origin).href;
  return own.find((w) => w.url === target) ?? own[0];
}
