/**
 * Web storage that never throws: private browsing, a full quota or storage switched off must not
 * break the app, only lose what would have been remembered.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson(which: Area, key: string): unknown {
  try {
    const text = area(which)?.getItem(key);
    return text == null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

export function readText(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
