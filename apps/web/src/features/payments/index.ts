/**
 * The payments feature's public face: other features import only from here. Only what they use
 * is named here: a barrel entry is loaded with every screen that imports the barrel.
 */
export { CardEntry } from './components/card-entry-loader.tsx';
export type { CardEntryHandle, CardEntryResult } from './components/card-entry.tsx';
export { useSavedCards } from './hooks/use-saved-cards.ts';
export { useDefaultGateway, type PaymentGatewayInfo } from './hooks/use-default-gateway.ts';
export { BillingAddressFields } from './components/billing-address-fields.tsx';
