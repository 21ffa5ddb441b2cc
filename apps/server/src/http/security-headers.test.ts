import { describe, expect, it } from 'vitest';
import { OPENSTREETMAP_TILES } from '@ride/domain';
import { contentSecurityPolicy } from './security-headers.ts';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];

describe('contentSecurityPolicy', () => {
  it('allows no third party that is not in use', () => {
    const csp = contentSecurityPolicy(null);
    for (const name of ['script-src', 'connect-src', 'frame-src']) {
      expect(directive(csp, name)).toEqual(["'self'"]);
    }
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows images from exactly the configured tile server', () => {
    expect(directive(contentSecurityPolicy(OPENSTREETMAP_TILES), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    const ownTiles = contentSecurityPolicy({
      kind: 'raster',
      url: 'http://127.0.0.1:8090/tiles/{z}/{x}/{y}.png',
      attribution: 'Tiles: ours',
    });
    expect(directive(ownTiles, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:8090',
    ]);
  });

  it('allows Stripe.js as Stripe documents it, when a Stripe key is configured', () => {
    const csp = contentSecurityPolicy(null, { stripe: true });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directive(csp, 'frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp).not.toContain('recaptcha');
  });

  it('allows the reCAPTCHA widget, and never inline script, when its keys are configured', () => {
    const csp = contentSecurityPolicy(null, { recaptcha: true, tagManager: true });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(csp).not.toContain('unsafe-inline;');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('stripe');
  });
});
