import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lastKnownPositionKey,
  LAST_KNOWN_RETENTION_MS,
  parseStoredPosition,
  readLastKnownPosition,
  writeLastKnownPosition,
} from './last-known-position.ts';

/** A localStorage in memory, with a switch that makes every call throw like a refused one. */
function memoryStorage() {
  const items = new Map<string, string>();
  let refusing = false;
  const guard = () => {
    if (refusing) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const storage = {
    get length() {
      guard();
      return items.size;
    },
    key: (index: number) => (guard(), [...items.keys()][index] ?? null),
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
    clear: () => items.clear(),
  };
  return { storage, items, refuse: () => (refusing = true) };
}

const NOW = Date.parse('2026-03-01T15:00:00Z');
const POSITION = {
  latitude: 40.7527,
  longitude: -73.9772,
  heading: 180,
  recordedAt: '2026-03-01T14:59:30Z',
  etaSeconds: 300,
};

describe('the last known driver position', () => {
  let local: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    local = memoryStorage();
    vi.stubGlobal('window', { localStorage: local.storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per company and reservation, without the ETA of that moment', () => {
    writeLastKnownPosition('demo', '42', POSITION, NOW);
    expect(lastKnownPositionKey('demo', '42')).toBe('lastDriverPosition:demo:42');
    expect(readLastKnownPosition('demo', '42', NOW)).toEqual({ ...POSITION, etaSeconds: null });
    expect(readLastKnownPosition('acme', '42', NOW)).toBeNull();
    expect(readLastKnownPosition('demo', '43', NOW)).toBeNull();
  });

  it('ignores what is not a position, or one kept too long ago', () => {
    local.items.set(lastKnownPositionKey('demo', '1'), '{not json');
    local.items.set(lastKnownPositionKey('demo', '2'), JSON.stringify({ latitude: 'north' }));
    local.items.set(
      lastKnownPositionKey('demo', '3'),
      JSON.stringify({ ...POSITION, latitude: 123 }),
    );
    expect(readLastKnownPosition('demo', '1', NOW)).toBeNull();
    expect(readLastKnownPosition('demo', '2', NOW)).toBeNull();
    expect(readLastKnownPosition('demo', '3', NOW)).toBeNull();
    writeLastKnownPosition('demo', '4', POSITION, NOW);
    expect(readLastKnownPosition('demo', '4', NOW + LAST_KNOWN_RETENTION_MS)).toBeNull();
    expect(parseStoredPosition({ ...POSITION, heading: 'east' })?.heading).toBeNull();
  });

  it('drops the positions of rides long over when it writes, and nothing else', () => {
    const old = { ...POSITION, recordedAt: '2026-02-27T10:00:00Z' };
    writeLastKnownPosition('demo', 'old', old, Date.parse(old.recordedAt));
    local.items.set(lastKnownPositionKey('demo', 'broken'), '[]');
    local.items.set('authData', '{"accessToken":"x"}');
    writeLastKnownPosition('demo', 'recent', POSITION, NOW);
    writeLastKnownPosition('demo', 'now', POSITION, NOW);
    expect([...local.items.keys()].sort()).toEqual([
      'authData',
      'lastDriverPosition:demo:now',
      'lastDriverPosition:demo:recent',
    ]);
  });

  it('neither throws nor remembers when storage is refused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    local.refuse();
    expect(() => writeLastKnownPosition('demo', '42', POSITION, NOW)).not.toThrow();
    expect(readLastKnownPosition('demo', '42', NOW)).toBeNull();
    warn.mockRestore();
  });
});
