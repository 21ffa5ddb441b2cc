import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Storage kept in a Map, as a browser's localStorage behaves for one origin. */
class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const local = new MemoryStorage();
const riderTokens = { accessToken: 'rider-access', refreshToken: 'rider-refresh', expiresIn: 900 };
const driverTokens = {
  accessToken: 'driver-access',
  refreshToken: 'driver-refresh',
  expiresIn: 900,
};

beforeAll(() => {
  vi.stubGlobal('window', { localStorage: local, sessionStorage: new MemoryStorage() });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  local.items.clear();
  vi.resetModules();
});

/** The driver's and the rider's token stores, loaded fresh from what is stored now. */
async function load() {
  const driver = await import('./driver-auth.ts');
  const rider = await import('../../../stores/auth.ts');
  return { driver, rider };
}

describe('driver token storage', () => {
  it('keeps the driver’s tokens under their own key, never the rider’s', async () => {
    local.setItem('authData', JSON.stringify(riderTokens));
    const { driver, rider } = await load();
    expect(driver.driverAccessToken()).toBeNull();

    driver.saveDriverAuth(driverTokens);
    expect(driver.driverAccessToken()).toBe('driver-access');
    expect(JSON.parse(local.getItem(driver.DRIVER_AUTH_KEY) ?? 'null')).toEqual(driverTokens);
    expect(JSON.parse(local.getItem('authData') ?? 'null')).toEqual(riderTokens);
    expect(rider.currentAccessToken()).toBe('rider-access');
  });

  it('does not see the rider’s sign-in, and the rider does not see the driver’s', async () => {
    local.setItem('authData', JSON.stringify(riderTokens));
    local.setItem('driverAuthData', JSON.stringify(driverTokens));
    const { driver, rider } = await load();
    expect(driver.driverAccessToken()).toBe('driver-access');
    expect(rider.currentAccessToken()).toBe('rider-access');

    rider.clearAuth();
    expect(driver.driverAccessToken()).toBe('driver-access');
    driver.clearDriverAuth();
    expect(local.getItem('driverAuthData')).toBeNull();
    expect(driver.driverAccessToken()).toBeNull();
  });

  it('signing the driver out leaves the rider signed in', async () => {
    local.setItem('authData', JSON.stringify(riderTokens));
    const { driver, rider } = await load();
    driver.saveDriverAuth(driverTokens);
    driver.clearDriverAuth();
    expect(rider.currentAccessToken()).toBe('rider-access');
    expect(local.getItem('authData')).not.toBeNull();
  });

  it('reads stored rubbish as signed out', async () => {
    local.setItem('driverAuthData', '{"accessToken":42}');
    const { driver } = await load();
    expect(driver.loadDriverAuth()).toBeNull();
    local.setItem('driverAuthData', 'not json');
    expect(driver.loadDriverAuth()).toBeNull();
  });
});
