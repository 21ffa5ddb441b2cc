import { SERVICE_TYPE_NAMES, trimTrailing, type TripType } from '@ride/domain';

export interface TermsSources {
  termsAndConditionsHtml: string;
  defaultRentalAgreement: { html: string };
  systemSettings: {
    defaultServiceTypes: { name: string; code: string; rentalAgreement: { html: string } | null }[];
  };
}

/**
 * What a /terms page shows (spec part 2 §2): /terms/default the generic terms; /terms/<code> the
 * rental agreement of that service type; /terms the rental agreement of the booking's trip type;
 * a type without an agreement of its own, the company's default rental agreement.
 */
export function termsPageHtml(pathname: string, data: TermsSources, tripType: TripType): string {
  const path = trimTrailing(pathname, '/');
  if (path === '/terms/default') return data.termsAndConditionsHtml;
  const code = decodeURIComponent(path.slice('/terms/'.length));
  const types = data.systemSettings.defaultServiceTypes;
  const type = path.startsWith('/terms/')
    ? types.find((t) => t.code.toLowerCase() === code.toLowerCase())
    : types.find((t) => t.name === SERVICE_TYPE_NAMES[tripType]);
  return type?.rentalAgreement?.html ?? data.defaultRentalAgreement.html;
}
