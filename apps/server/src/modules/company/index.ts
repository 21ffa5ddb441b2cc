/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { cachedRead, enableCompanyCache, forgetCached } from './company.cache.ts';
export {
  findAsset,
  findCompany,
  findCompanyIdByDomain,
  findDefaultGateway,
  findPaymentGateway,
  listPaymentGateways,
} from './company.repository.ts';
export { companyResolvers } from './company.resolvers.ts';
export {
  brandAssetUrl,
  companyManifest,
  companyServiceTypes,
  publicCompany,
  requireActiveCompany,
  unknownCompany,
  type CompanyRow,
} from './company.service.ts';
export { operatorTextsFor, serviceTypeIn, type TextReader } from './operator-texts.ts';
export { companyMailEnvelope, riderLanguageOf, staffLanguageOf } from './company-mail.ts';
export { appBaseOf, mailBrandOf } from './mail-brand.ts';
export { MAIL_LOGO_ASSET, mailLogoPng } from './mail-logo.ts';
export { operatorHtml } from './operator-html.ts';
export {
  describeServiceArea,
  isInServiceArea,
  polygonGeometryProblem,
  searchAreaOf,
  serviceAreaOf,
} from './service-area.ts';
