/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export type { HoldReleaseRow } from './hold-release.repository.ts';
export {
  giveUpHolds,
  holdDurably,
  holdReleasing,
  lockRide,
  markHoldKept,
  releaseAtOnce,
  releaseUnkeptHold,
  type DurableHold,
} from './hold-release.ts';
export { findSavedCard } from './payments.repository.ts';
export { paymentsResolvers } from './payments.resolvers.ts';
export { cardInputSchema, tokenizedCard } from './card-input.ts';
export { atGateway, companyGateway } from './gateway-calls.ts';
export { saveCard, verifyNewCard } from './payments.service.ts';
export type {
  GatewayCustomerTable,
  GuestGatewayCustomerTable,
  HumanCheckSpentTable,
  SandboxAuthKeyTable,
  SandboxCardTable,
  SandboxHoldTable,
  SandboxRefundTable,
  SavedCardTable,
} from './payments.tables.ts';
export { resumableHoldKey } from './resumable-hold.ts';
