import {
  companyDistanceUnit,
  BRAND_COLOUR_FIELDS,
  BRANDING_TEXT_LIMITS,
  schemeContrastProblems,
  emailError,
  HEX_COLOR_PATTERN,
  hostNameError,
  internationalPhoneNumber,
  optionalSettingError,
  requiredSettingError,
  websiteUrlError,
  type BrandColours,
} from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput, conflict, notFound } from '../../../core/errors.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { auditedCompanyChange, type AuditValues, readImageUpload } from '../index.ts';
import {
  findOtherCompanyWithDomain,
  lockCompanySettings,
  lockVehicleType,
  readCompanySettings,
  saveAsset,
  setVehicleTypeImage,
  updateCompanySettings,
  type CompanySettingsRow,
} from './branding.repository.ts';
import { languagesOf, textsByLanguage } from './company-texts.ts';

type Staff = Pick<StaffViewer, 'userId' | 'companyId'>;

export interface BrandingInput extends BrandColours {
  name: string;
  shortName: string;
  title: string;
  description: string;
  domainName: string;
  callToActionText: string;
  websiteBookingURL: string;
}

export interface ContactsInput {
  supportPhone: string;
  supportEmail: string;
  websiteURL: string;
}

function brandingOf(row: CompanySettingsRow) {
  return {
    name: row.name,
    shortName: row.short_name,
    title: row.title,
    description: row.description,
    primaryColor: row.primary_color,
    backgroundColor: row.background_color,
    mainFontColor: row.main_font_color,
    headingFontColor: row.heading_font_color,
    secondaryTextColor: row.secondary_text_color,
    tertiaryColor: row.tertiary_color,
    domainName: row.domain_name ?? '',
    callToActionText: row.call_to_action_text,
    websiteBookingURL: row.website_booking_url,
    logoUrl: `/${row.id}/brand/logo?v=${new Date(row.updated_at).getTime()}`,
  };
}

/** The settings saveSettings audits; the texts have their own save and audit (decision 100). */
function settingsOf(row: CompanySettingsRow) {
  return {
    supportPhone: row.support_phone,
    supportEmail: row.support_email,
    websiteURL: row.website_url,
    isCreateAccountAllowed: row.is_create_account_allowed,
    defaultLanguage: row.default_language,
    offeredLanguages: row.offered_languages,
    distanceUnit: companyDistanceUnit(row.distance_unit, row.country_code),
  };
}

/** The fields whose values differ, before and after: what the audit log keeps. */
function changes(before: AuditValues, after: AuditValues) {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

function check(problem: string | undefined, field: string): void {
  if (problem) throw badUserInput(problem, field);
}

/** The branding as given, checked field by field; colours lower-cased. */
function validBranding(input: BrandingInput): BrandingInput {
  const limits = BRANDING_TEXT_LIMITS;
  check(requiredSettingError(input.name.trim(), 'App name', limits.name), 'name');
  check(requiredSettingError(input.shortName.trim(), 'Short name', limits.shortName), 'shortName');
  check(requiredSettingError(input.title.trim(), 'Title', limits.title), 'title');
  check(optionalSettingError(input.description, 'Description', limits.description), 'description');
  check(
    optionalSettingError(input.callToActionText, 'Call to action', limits.callToActionText),
    'callToActionText',
  );
  for (const field of BRAND_COLOUR_FIELDS) {
    if (!HEX_COLOR_PATTERN.test(input[field]))
      throw badUserInput('Enter a colour as #rrggbb.', field);
  }
  const domainName = input.domainName.trim();
  check(hostNameError(domainName), 'domainName');
  const websiteBookingURL = input.websiteBookingURL.trim();
  check(websiteUrlError(websiteBookingURL), 'websiteBookingURL');
  const colours = Object.fromEntries(
    BRAND_COLOUR_FIELDS.map((field) => [field, input[field].toLowerCase()]),
  ) as unknown as BrandColours;
  const [problem] = schemeContrastProblems(colours);
  if (problem) throw badUserInput(problem.message, problem.field);
  return {
    ...colours,
    name: input.name.trim(),
    shortName: input.shortName.trim(),
    title: input.title.trim(),
    description: input.description.trim(),
    callToActionText: input.callToActionText.trim(),
    domainName,
    websiteBookingURL,
  };
}

export async function getBranding(db: Db, companyId: string) {
  return brandingOf(await readCompanySettings(db, companyId));
}

export async function getCompanySettings(db: Db, companyId: string) {
  const row = await readCompanySettings(db, companyId);
  const [defaultLanguage] = languagesOf(row);
  return {
    ...settingsOf(row),
    // The default language's texts; texts has each offered language's.
    termsAndConditions: row.terms_and_conditions[defaultLanguage] ?? '',
    rentalAgreement: row.rental_agreement[defaultLanguage] ?? '',
    privacyPolicy: row.privacy_policy[defaultLanguage] ?? '',
    texts: textsByLanguage(row),
  };
}

/** Saves the brand whole, or nothing: a colour pair riders cannot read is refused by name. */
export async function saveBranding(db: Db, staff: Staff, input: BrandingInput) {
  const valid = validBranding(input);
  if (valid.domainName && (await findOtherCompanyWithDomain(db, staff.companyId, valid.domainName)))
    throw conflict('Another company already uses this domain.');
  try {
    await auditedCompanyChange(db, staff, { action: 'branding.update' }, async (trx) => {
      const before = brandingOf(await lockCompanySettings(trx, staff.companyId));
      await updateCompanySettings(trx, staff.companyId, {
        name: valid.name,
        short_name: valid.shortName,
        title: valid.title,
        description: valid.description,
        primary_color: valid.primaryColor,
        background_color: valid.backgroundColor,
        main_font_color: valid.mainFontColor,
        heading_font_color: valid.headingFontColor,
        secondary_text_color: valid.secondaryTextColor,
        tertiary_color: valid.tertiaryColor,
        domain_name: valid.domainName || null,
        call_to_action_text: valid.callToActionText,
        website_booking_url: valid.websiteBookingURL,
      });
      const { logoUrl: _logo, ...beforeValues } = before;
      return { ...changes(beforeValues, { ...valid }), result: undefined };
    });
  } catch (error) {
    // Two companies claiming one domain at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('Another company already uses this domain.');
    throw error;
  }
  return getBranding(db, staff.companyId);
}

/** Replaces the logo riders see (PNG, or SVG sanitised); the page's logo address changes with it. */
export async function uploadLogo(db: Db, staff: Staff, data: string) {
  const image = readImageUpload(data, { allowSvg: true });
  await auditedCompanyChange(
    db,
    staff,
    { action: 'branding.logo', target: 'logo' },
    async (trx) => {
      await saveAsset(trx, staff.companyId, { name: 'logo', ...image });
      return {
        before: null,
        after: { contentType: image.contentType, bytes: image.body.length },
        result: undefined,
      };
    },
  );
  return getBranding(db, staff.companyId);
}

/** The asset name a vehicle type's uploaded picture is kept under. */
export function vehiclePictureAsset(vehicleTypeId: number): string {
  return `vehicle-type-${vehicleTypeId}`;
}

/**
 * Replaces a vehicle type's picture (as vehicle_type.image_asset names it). Another company's
 * vehicle type is NOT_FOUND, like a missing one.
 */
export async function uploadVehicleTypePicture(
  db: Db,
  staff: Staff,
  vehicleTypeId: string,
  data: string,
) {
  const id = /^[1-9][0-9]{0,9}$/.test(vehicleTypeId) ? Number(vehicleTypeId) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound('Vehicle type');
  const image = readImageUpload(data, { allowSvg: true });
  const asset = vehiclePictureAsset(id);
  await auditedCompanyChange(
    db,
    staff,
    { action: 'vehicle-type.picture', target: String(id) },
    async (trx) => {
      const vehicle = await lockVehicleType(trx, staff.companyId, id);
      if (!vehicle) throw notFound('Vehicle type');
      await saveAsset(trx, staff.companyId, { name: asset, ...image });
      await setVehicleTypeImage(trx, staff.companyId, id, asset);
      return {
        before: { imageAsset: vehicle.image_asset },
        after: { imageAsset: asset, contentType: image.contentType, bytes: image.body.length },
        result: undefined,
      };
    },
  );
  const row = await readCompanySettings(db, staff.companyId);
  return {
    vehicleTypeId: String(id),
    url: `/${row.id}/brand/${asset}?v=${new Date(row.updated_at).getTime()}`,
  };
}

export async function saveContacts(db: Db, staff: Staff, input: ContactsInput) {
  const supportEmail = input.supportEmail.trim();
  check(emailError(supportEmail), 'supportEmail');
  const websiteURL = input.websiteURL.trim();
  check(websiteUrlError(websiteURL), 'websiteURL');
  return saveSettings(db, staff, 'company.contacts', (row) => {
    const supportPhone = internationalPhoneNumber(input.supportPhone, row.country_code);
    if (!supportPhone) throw badUserInput('Not a valid phone number', 'supportPhone');
    return { support_phone: supportPhone, support_email: supportEmail, website_url: websiteURL };
  });
}

export async function setAccountCreation(db: Db, staff: Staff, allowed: boolean) {
  return saveSettings(db, staff, 'company.account-creation', () => ({
    is_create_account_allowed: allowed,
  }));
}

/** One audited change of the contacts/texts/account creation/languages columns. */
export async function saveSettings(
  db: Db,
  staff: Staff,
  action: string,
  values: (row: CompanySettingsRow) => Record<string, string | boolean | string[]>,
) {
  await auditedCompanyChange(db, staff, { action }, async (trx) => {
    const row = await lockCompanySettings(trx, staff.companyId);
    const next = values(row);
    await updateCompanySettings(trx, staff.companyId, next);
    const before = settingsOf(row);
    const after = settingsOf({ ...row, ...next });
    return { ...changes(before, after), result: undefined };
  });
  return getCompanySettings(db, staff.companyId);
}
