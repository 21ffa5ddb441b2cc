import type { CompanyManifest } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { parseCompanyManifest, planRefresh } from './manifest.ts';

function manifest(overrides: Partial<CompanyManifest> = {}): CompanyManifest {
  return {
    start_url: '/book?coid=demo',
    scope: '/',
    display: 'standalone',
    theme_color: '#000000',
    short_name: 'Demo Limo',
    background_color: '#ffffff',
    icons: [{ src: '/demo/brand/icon-192?v=1', sizes: '192x192', type: 'image/png' }],
    company_logo: '/demo/brand/logo?v=1',
    background_image: '',
    call_to_action_text: 'Where can we take you?',
    tag_manager_code: '',
    domain_name: '',
    description: 'Book rides',
    title: 'Demo Limousine - Book a Ride',
    name: 'Demo Limousine',
    is_disabled: 'false',
    ...overrides,
  };
}

describe('planRefresh (spec part 1 §4, company configuration refresh)', () => {
  it('flags the company disabled when is_disabled is "true", whatever is cached', () => {
    expect(planRefresh(null, manifest({ is_disabled: 'true' }))).toEqual({
      disabled: true,
      storeOnly: false,
      update: false,
    });
    expect(planRefresh(manifest(), manifest({ is_disabled: 'true' })).disabled).toBe(true);
  });

  it('only stores the manifest when nothing (or garbage) is cached', () => {
    expect(planRefresh(null, manifest())).toEqual({
      disabled: false,
      storeOnly: true,
      update: false,
    });
    expect(planRefresh('not a manifest', manifest())).toEqual({
      disabled: false,
      storeOnly: true,
      update: false,
    });
  });

  it('does nothing when the cached copy matches', () => {
    expect(planRefresh(manifest(), manifest())).toEqual({
      disabled: false,
      storeOnly: false,
      update: false,
    });
  });

  it.each([
    ['title', { title: 'New title' }],
    ['theme colour', { theme_color: '#0b3d91' }],
    ['tag manager', { tag_manager_code: 'GTM-ABC1234' }],
    ['logo', { company_logo: '/demo/brand/logo?v=2' }],
    ['icon', { icons: [{ src: '/demo/brand/icon-192?v=2', sizes: '192x192', type: 'image/png' }] }],
    ['domain', { domain_name: 'rides.example.com' }],
  ] satisfies [string, Partial<CompanyManifest>][])('updates when the %s changed', (_, change) => {
    expect(planRefresh(manifest(), manifest(change))).toEqual({
      disabled: false,
      storeOnly: false,
      update: true,
    });
  });

  it('ignores fields that are not compared', () => {
    expect(planRefresh(manifest(), manifest({ scope: '/other' })).update).toBe(false);
  });
});

describe('parseCompanyManifest', () => {
  it('accepts a manifest and refuses what is not one', () => {
    expect(parseCompanyManifest(manifest())).toEqual(manifest());
    expect(parseCompanyManifest({ ...manifest(), title: 42 })).toBeNull();
    expect(parseCompanyManifest({ ...manifest(), icons: 'x' })).toBeNull();
    expect(parseCompanyManifest('<html>')).toBeNull();
  });
});
