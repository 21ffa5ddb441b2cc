import { DARK_NEUTRALS, darkPrimary } from '@ride/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { bearer, clearRateLimits, DEMO_RIDER, signInAs } from '../../auth/auth.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';
import { MAX_IMAGE_BYTES } from '../images.ts';
import { MAIL_LOGO_SIZE } from '../../../messages/mail/index.ts';
import { mailBrandOf } from '../../company/index.ts';

const BRANDING_FIELDS = `name shortName title description primaryColor backgroundColor mainFontColor
  headingFontColor secondaryTextColor tertiaryColor domainName callToActionText websiteBookingURL logoUrl`;
const BRANDING = `query consoleBranding { consoleBranding { ${BRANDING_FIELDS} } }`;
const SAVE_BRANDING = `mutation saveBranding($input: ConsoleBrandingInput!) {
  saveBranding(input: $input) { ${BRANDING_FIELDS} } }`;
const UPLOAD_LOGO = `mutation uploadLogo($image: ImageUploadInput!) {
  uploadLogo(image: $image) { logoUrl } }`;
const UPLOAD_PICTURE = `mutation uploadVehicleTypePicture($id: ID!, $image: ImageUploadInput!) {
  uploadVehicleTypePicture(vehicleTypeId: $id, image: $image) { vehicleTypeId url } }`;
const SETTINGS_FIELDS = `supportPhone supportEmail websiteURL termsAndConditions rentalAgreement
  privacyPolicy isCreateAccountAllowed`;
const SETTINGS = `query consoleCompanySettings { consoleCompanySettings { ${SETTINGS_FIELDS} } }`;
const SAVE_CONTACTS = `mutation saveContacts($input: ConsoleContactsInput!) {
  saveContacts(input: $input) { ${SETTINGS_FIELDS} } }`;
const SAVE_TEXTS = `mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {
  saveCompanyTexts(input: $input) { ${SETTINGS_FIELDS} } }`;
const ACCOUNT_CREATION = `mutation setAccountCreation($allowed: Boolean!) {
  setAccountCreation(allowed: $allowed) { isCreateAccountAllowed } }`;

/** A web build whose page has the head placeholder, so the preloaded data can be read. */
function webBuildWithHead(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ride-web-head-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body></body></html>',
  );
  return dir;
}

function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) image.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(image);
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64');

async function demoBranding(api: TestApi) {
  const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const res = await api.gql<{ consoleBranding: Record<string, string> }>(BRANDING, {}, headers);
  expect(res.errors).toBeUndefined();
  const { logoUrl: _logo, ...input } = res.data!.consoleBranding;
  return { headers, input };
}

async function auditRows(api: TestApi, action: string) {
  return api.db
    .selectFrom('audit_log')
    .select(['company_id', 'actor', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Every caller that must be refused, with the code each one gets. */
async function outsiders(api: TestApi): Promise<[string, Record<string, string>, string][]> {
  const rider = bearer((await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken);
  return [
    [
      'a dispatcher',
      await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password),
      'FORBIDDEN',
    ],
    ['a driver', await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password), 'FORBIDDEN'],
    ['a rider', rider, 'UNAUTHENTICATED'],
    ['nobody', {}, 'UNAUTHENTICATED'],
  ];
}

describe.each(databaseKinds())('operator branding on %s', (kind) => {
  const api = useTestApi(kind, { WEB_DIST_DIR: webBuildWithHead() });
  beforeEach(() => clearRateLimits(api));

  describe('consoleBranding and consoleCompanySettings', () => {
    it('refuse everyone but an admin', async () => {
      for (const [who, headers, code] of await outsiders(api)) {
        for (const query of [BRANDING, SETTINGS]) {
          const res = await api.gql(query, {}, headers);
          expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
          expect(res.data, who).toBeNull();
        }
      }
    });

    it("show an admin their own company's values", async () => {
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      const res = await api.gql<{ consoleBranding: { primaryColor: string; logoUrl: string } }>(
        BRANDING,
        {},
        acme,
      );
      expect(res.data?.consoleBranding.primaryColor).toBe('#0b3d91');
      expect(res.data?.consoleBranding.logoUrl).toMatch(/^\/acme\/brand\/logo\?v=\d+$/);
    });
  });

  describe('saveBranding', () => {
    it('refuses everyone but an admin, and changes nothing', async () => {
      const { input } = await demoBranding(api);
      for (const [who, headers, code] of await outsiders(api)) {
        const res = await api.gql(
          SAVE_BRANDING,
          { input: { ...input, name: 'Hijacked' } },
          headers,
        );
        expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
      }
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      await api.gql(SAVE_BRANDING, { input: { ...input, name: 'Hijacked' } }, acme);
      const demo = await api.db
        .selectFrom('company')
        .select('name')
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(demo.name).not.toBe('Hijacked');
    });

    it('refuses a colour pair riders cannot read, naming the field and the pair', async () => {
      const { headers, input } = await demoBranding(api);
      const before = await api.db
        .selectFrom('company')
        .selectAll()
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      const res = await api.gql(
        SAVE_BRANDING,
        { input: { ...input, name: 'Changed too', secondaryTextColor: '#bbbbbb' } },
        headers,
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'secondaryTextColor',
      });
      expect(res.errors?.[0]?.message).toBe(
        'Secondary text on background: contrast 1.91:1, needs at least 4.5:1.',
      );
      const after = await api.db
        .selectFrom('company')
        .selectAll()
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it.each([
      ['primaryColor', 'red'],
      ['backgroundColor', '#fff'],
      ['name', '  '],
      ['shortName', 'A much too long short name'],
      ['domainName', 'https://rides.example.com'],
      ['domainName', 'Rides.Example.com'],
      ['websiteBookingURL', 'javascript:alert(1)'],
    ])('refuses a bad %s (%j)', async (field, value) => {
      const { headers, input } = await demoBranding(api);
      const res = await api.gql(SAVE_BRANDING, { input: { ...input, [field]: value } }, headers);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    });

    it('saves, audits the changed fields, and a fresh rider page load carries the new colour', async () => {
      const { headers, input } = await demoBranding(api);
      const updatedBefore = (
        await fetch(`${api.baseUrl}/demo/update/index`).then((r) => r.text())
      ).trim();
      const res = await api.gql<{ saveBranding: Record<string, string> }>(
        SAVE_BRANDING,
        {
          input: {
            ...input,
            primaryColor: '#7A1F5C',
            shortName: 'DemoRide',
            domainName: 'rides.demo-limousine.test',
          },
        },
        headers,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.saveBranding).toMatchObject({
        primaryColor: '#7a1f5c',
        shortName: 'DemoRide',
        domainName: 'rides.demo-limousine.test',
      });
      const [audit] = await auditRows(api, 'branding.update');
      expect(audit).toMatchObject({
        company_id: 'demo',
        actor: DEMO_ADMIN.email,
        before: { primaryColor: input.primaryColor, shortName: input.shortName, domainName: '' },
        after: {
          primaryColor: '#7a1f5c',
          shortName: 'DemoRide',
          domainName: 'rides.demo-limousine.test',
        },
      });
      expect(Object.keys(audit!.after ?? {}).sort()).toEqual([
        'domainName',
        'primaryColor',
        'shortName',
      ]);
      // Riders' update check sees a change, and their next page load is in the new colour.
      const updatedAfter = (
        await fetch(`${api.baseUrl}/demo/update/index`).then((r) => r.text())
      ).trim();
      expect(updatedAfter).not.toBe(updatedBefore);
      const page = await fetch(`${api.baseUrl}/?coid=demo`).then((r) => r.text());
      expect(page).toContain('--primary:#7a1f5c');
      // And its dark form, for phones in dark mode: the primary lightened to stand out on #121212.
      const dark = darkPrimary('#7a1f5c', DARK_NEUTRALS.backgroundColor);
      expect(page).toContain(
        `@media (prefers-color-scheme:dark){:root{--primary:${dark};--on-primary:`,
      );
      expect(page).toContain(
        `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${dark}">`,
      );
      const manifest = await fetch(`${api.baseUrl}/demo/manifest.json`).then((r) => r.json());
      expect(manifest).toMatchObject({ theme_color: '#7a1f5c', short_name: 'DemoRide' });
      // The custom domain now names the company.
      const byHost = await fetch(`${api.baseUrl}/`, {
        headers: { host: 'rides.demo-limousine.test' },
      });
      expect(await byHost.text()).toContain('"coid":"demo"');
    });

    it('refuses a domain another company uses with CONFLICT', async () => {
      await api.db
        .updateTable('company')
        .set({ domain_name: 'book.acme-chauffeurs.test' })
        .where('id', '=', 'acme')
        .execute();
      const { headers, input } = await demoBranding(api);
      const res = await api.gql(
        SAVE_BRANDING,
        { input: { ...input, domainName: 'book.acme-chauffeurs.test' } },
        headers,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    });
  });

  describe('uploadLogo', () => {
    it('refuses everyone but an admin', async () => {
      for (const [who, headers, code] of await outsiders(api)) {
        const res = await api.gql(
          UPLOAD_LOGO,
          { image: { data: b64(png(4, 4, [0, 0, 0])) } },
          headers,
        );
        expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
      }
    });

    it('stores a PNG that a fresh rider page load shows as the logo', async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const image = png(64, 32, [200, 30, 90]);
      const res = await api.gql<{ uploadLogo: { logoUrl: string } }>(
        UPLOAD_LOGO,
        { image: { data: b64(image) } },
        headers,
      );
      expect(res.errors).toBeUndefined();
      const logo = await fetch(`${api.baseUrl}/demo/brand/logo`);
      expect(logo.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await logo.arrayBuffer()).equals(image)).toBe(true);
      const page = await fetch(`${api.baseUrl}/?coid=demo`).then((r) => r.text());
      expect(page).toContain(`"logo":"${res.data!.uploadLogo.logoUrl}"`);
      const [audit] = await auditRows(api, 'branding.logo');
      expect(audit?.after).toEqual({ contentType: 'image/png', bytes: image.length });
    });

    it("draws the logo for mails as a PNG of the mail's logo box, SVG or PNG alike", async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      /** The PNG's width and height, from its IHDR chunk. */
      const sizeOf = (image: Buffer) => [image.readUInt32BE(16), image.readUInt32BE(20)];
      const mailLogo = async () => {
        const answer = await fetch(`${api.baseUrl}/demo/brand/mail-logo`);
        expect(answer.headers.get('content-type')).toBe('image/png');
        return Buffer.from(await answer.arrayBuffer());
      };
      const disc = (colour: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="${colour}"/></svg>`;
      /** The pixel's red, green, blue and alpha. */
      const pixel = (image: Buffer, x: number, y: number) => {
        const { data, width } = PNG.sync.read(image);
        return [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
      };
      expect(
        (await api.gql(UPLOAD_LOGO, { image: { data: b64(disc('#123456')) } }, headers)).errors,
      ).toBeUndefined();
      const drawn = await mailLogo();
      expect(sizeOf(drawn)).toEqual([MAIL_LOGO_SIZE.width * 2, MAIL_LOGO_SIZE.height * 2]);
      // The disc fills the box's height at its left; the rest is transparent.
      const middle = MAIL_LOGO_SIZE.height;
      expect(pixel(drawn, middle, middle)).toEqual([0x12, 0x34, 0x56, 255]);
      expect(pixel(drawn, MAIL_LOGO_SIZE.width * 2 - 10, middle)[3]).toBe(0);
      expect(
        (await api.gql(UPLOAD_LOGO, { image: { data: b64(png(64, 32, [200, 30, 90])) } }, headers))
          .errors,
      ).toBeUndefined();
      expect(sizeOf(await mailLogo())).toEqual([
        MAIL_LOGO_SIZE.width * 2,
        MAIL_LOGO_SIZE.height * 2,
      ]);

      // The mails load it from the company's address, which changes with the logo.
      const company = await api.db
        .selectFrom('company')
        .selectAll()
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      const brand = mailBrandOf(company, api.services.config.publicUrl);
      expect(brand.logoUrl).toBe(
        `${api.services.config.publicUrl}/demo/brand/mail-logo?v=${new Date(company.updated_at).getTime()}`,
      );
      expect((await fetch(`${api.baseUrl}/acme/brand/mail-logo`)).status).not.toBe(500);
      expect((await fetch(`${api.baseUrl}/nowhere/brand/mail-logo`)).status).toBe(404);
    });

    it('sanitises a hostile SVG: no script, handlers, external references or foreignObject', async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.test/"></iframe></foreignObject>
  <a xlink:href="javascript:alert(3)"><rect width="10" height="10" fill="url(https://evil.test/p)" onclick="alert(4)"/></a>
  <image href="https://evil.test/tracker.png" width="1" height="1"/>
  <use href="https://evil.test/sprite.svg#x"/>
  <style>rect { fill: url(https://evil.test/s) }</style>
  <circle cx="5" cy="5" r="4" fill="#123456"/>
</svg>`;
      const res = await api.gql(UPLOAD_LOGO, { image: { data: b64(hostile) } }, headers);
      expect(res.errors).toBeUndefined();
      const logo = await fetch(`${api.baseUrl}/demo/brand/logo`);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(logo.headers.get('content-security-policy')).toContain('sandbox');
      const svg = await logo.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('<circle cx="5" cy="5" r="4" fill="#123456">');
      expect(svg).toContain('viewBox="0 0 10 10"');
      for (const bad of [
        'script',
        'onload',
        'onclick',
        'foreignObject',
        'iframe',
        'javascript:',
        'evil.test',
        '<image',
        '<use',
        '<style',
        '<a ',
      ]) {
        expect(svg, bad).not.toContain(bad);
      }
    });

    it.each([
      ['a GIF', b64(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))],
      ['HTML named like an image', b64('<html><script>alert(1)</script></html>')],
      [
        'a damaged PNG',
        b64(Buffer.concat([png(8, 8, [1, 2, 3]).subarray(0, 40), Buffer.alloc(20)])),
      ],
      ['a PNG wider than 2048 px', b64(png(2049, 1, [0, 0, 0]))],
      ['text that is not base64', '***not base64***'],
      ['an empty file', ''],
    ])('refuses %s with BAD_USER_INPUT and keeps the old logo', async (_what, data) => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const before = await fetch(`${api.baseUrl}/demo/brand/logo`).then((r) => r.arrayBuffer());
      const res = await api.gql(UPLOAD_LOGO, { image: { data } }, headers);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'image' });
      const after = await fetch(`${api.baseUrl}/demo/brand/logo`).then((r) => r.arrayBuffer());
      expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
    });

    it('takes up to 512 kB from an admin, refuses more, and keeps the small limit for others', async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const comment = (size: number) =>
        `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(size)}--><rect width="1" height="1"/></svg>`;
      const fits = await api.gql(
        UPLOAD_LOGO,
        { image: { data: b64(comment(MAX_IMAGE_BYTES - 200)) } },
        headers,
      );
      expect(fits.errors).toBeUndefined();
      const tooBig = await api.gql(
        UPLOAD_LOGO,
        { image: { data: b64(comment(MAX_IMAGE_BYTES)) } },
        headers,
      );
      expect(tooBig.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'image',
      });
      const rider = bearer(
        (await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken,
      );
      const large = await api.gql(UPLOAD_LOGO, { image: { data: b64(comment(200_000)) } }, rider);
      expect(large.status).toBe(413);
    });
  });

  describe('uploadVehicleTypePicture', () => {
    it("stores the picture as the vehicle type's image; another company's type is NOT_FOUND", async () => {
      const vehicle = await api.db
        .selectFrom('vehicle_type')
        .select('id')
        .where('company_id', '=', 'demo')
        .executeTakeFirstOrThrow();
      const acmeVehicle = await api.db
        .selectFrom('vehicle_type')
        .select(['id', 'image_asset'])
        .where('company_id', '=', 'acme')
        .executeTakeFirstOrThrow();
      const image = { data: b64(png(16, 16, [10, 20, 30])) };
      for (const [who, headers, code] of await outsiders(api)) {
        const res = await api.gql(UPLOAD_PICTURE, { id: String(vehicle.id), image }, headers);
        expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
      }
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      for (const id of [String(acmeVehicle.id), '999999', 'abc', '-1']) {
        const res = await api.gql(UPLOAD_PICTURE, { id, image }, headers);
        expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      }
      const acmeAfter = await api.db
        .selectFrom('vehicle_type')
        .select('image_asset')
        .where('id', '=', acmeVehicle.id)
        .executeTakeFirstOrThrow();
      expect(acmeAfter.image_asset).toBe(acmeVehicle.image_asset);

      const res = await api.gql<{ uploadVehicleTypePicture: { url: string } }>(
        UPLOAD_PICTURE,
        { id: String(vehicle.id), image },
        headers,
      );
      expect(res.errors).toBeUndefined();
      const row = await api.db
        .selectFrom('vehicle_type')
        .select('image_asset')
        .where('id', '=', vehicle.id)
        .executeTakeFirstOrThrow();
      expect(row.image_asset).toBe(`vehicle-type-${vehicle.id}`);
      const served = await fetch(`${api.baseUrl}${res.data!.uploadVehicleTypePicture.url}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      const [audit] = await auditRows(api, 'vehicle-type.picture');
      expect(audit?.after).toMatchObject({ imageAsset: `vehicle-type-${vehicle.id}` });
    });
  });

  describe('saveContacts', () => {
    const contacts = {
      supportPhone: '(212) 555-0199',
      supportEmail: 'help@demo.test',
      websiteURL: 'https://demo.test/',
    };

    it('refuses everyone but an admin', async () => {
      for (const [who, headers, code] of await outsiders(api)) {
        const res = await api.gql(SAVE_CONTACTS, { input: contacts }, headers);
        expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
      }
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      await api.gql(
        SAVE_CONTACTS,
        { input: { ...contacts, supportPhone: '+44 20 7946 0999' } },
        acme,
      );
      const demo = await api.db
        .selectFrom('company')
        .select('support_email')
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(demo.support_email).not.toBe('help@demo.test');
    });

    it.each([
      ['supportPhone', '555'],
      ['supportEmail', 'not-an-email'],
      ['websiteURL', 'ftp://demo.test'],
    ])('refuses a bad %s', async (field, value) => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const res = await api.gql(SAVE_CONTACTS, { input: { ...contacts, [field]: value } }, headers);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    });

    it("saves numbers of the company's country in international form, and riders get them", async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const res = await api.gql<{ saveContacts: Record<string, string> }>(
        SAVE_CONTACTS,
        { input: contacts },
        headers,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.saveContacts).toMatchObject({
        supportPhone: '+1 212 555 0199',
        supportEmail: 'help@demo.test',
      });
      const page = await fetch(`${api.baseUrl}/?coid=demo`).then((r) => r.text());
      expect(page).toContain('"supportPhone":"+1 212 555 0199"');
      const [audit] = await auditRows(api, 'company.contacts');
      expect(audit?.after).toMatchObject({ supportEmail: 'help@demo.test' });
    });
  });

  describe('saveCompanyTexts', () => {
    it('refuses everyone but an admin', async () => {
      const input = { termsAndConditions: 'x', rentalAgreement: 'y', privacyPolicy: 'z' };
      for (const [who, headers, code] of await outsiders(api)) {
        const res = await api.gql(SAVE_TEXTS, { input }, headers);
        expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
      }
    });

    it('stores hostile markup sanitised, as riders are shown it', async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const hostile = `<h2 onclick="alert(1)">Terms</h2><script>alert(2)</script>
<p style="background:expression(alert(3))">Read <a href="javascript:alert(4)">this</a> and <a href="https://demo.test/t">that</a>.</p>
<iframe src="https://evil.test"></iframe><img src=x onerror="alert(5)"><style>body{display:none}</style>`;
      const res = await api.gql<{ saveCompanyTexts: Record<string, string> }>(
        SAVE_TEXTS,
        {
          input: {
            termsAndConditions: hostile,
            rentalAgreement: 'Plain text & more\n\nSecond',
            privacyPolicy: '',
          },
        },
        headers,
      );
      expect(res.errors).toBeUndefined();
      const terms = res.data!.saveCompanyTexts.termsAndConditions!;
      expect(terms).toContain('<h2>Terms</h2>');
      expect(terms).toContain(
        '<a href="https://demo.test/t" target="_blank" rel="noopener noreferrer">that</a>',
      );
      for (const bad of [
        'script',
        'onclick',
        'onerror',
        'javascript:',
        'expression',
        'iframe',
        'style',
        '<img',
      ]) {
        expect(terms, bad).not.toContain(bad);
      }
      expect(res.data!.saveCompanyTexts.rentalAgreement).toBe(
        '<p>Plain text &amp; more</p>\n<p>Second</p>',
      );
      const stored = await api.db
        .selectFrom('company')
        .select('terms_and_conditions')
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(stored.terms_and_conditions).toEqual({ en: terms });
      const [audit] = await auditRows(api, 'company.texts');
      expect(audit?.after).toHaveProperty('termsAndConditions', terms);
    });
  });

  describe('setAccountCreation', () => {
    it('refuses everyone but an admin', async () => {
      for (const [who, headers, code] of await outsiders(api)) {
        const res = await api.gql(ACCOUNT_CREATION, { allowed: false }, headers);
        expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
      }
      const row = await api.db
        .selectFrom('company')
        .select('is_create_account_allowed')
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(row.is_create_account_allowed).toBe(true);
    });

    it("turns account creation off for the admin's company only, audited", async () => {
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      const res = await api.gql(ACCOUNT_CREATION, { allowed: true }, acme);
      expect(res.errors).toBeUndefined();
      const demo = await api.db
        .selectFrom('company')
        .select('is_create_account_allowed')
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(demo.is_create_account_allowed).toBe(true);
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const off = await api.gql(ACCOUNT_CREATION, { allowed: false }, headers);
      expect(off.data).toEqual({ setAccountCreation: { isCreateAccountAllowed: false } });
      const page = await fetch(`${api.baseUrl}/?coid=demo`).then((r) => r.text());
      expect(page).toContain('"isCreateAccountAllowed":false');
      const [audit] = await auditRows(api, 'company.account-creation');
      expect(audit).toMatchObject({
        company_id: 'demo',
        before: { isCreateAccountAllowed: true },
        after: { isCreateAccountAllowed: false },
      });
    });
  });
});
