/** The payments feature's public face: other features import only from here. */
export { CardEntry, type CardEntryHandle, type CardEntryResult } from './components/card-entry.tsx';
export { HumanCheck } from './components/human-check.tsx';
export { CardBrandIcon } from './components/card-brand-icon.tsx';
export { useSavedCards } from './hooks/use-saved-cards.ts';
export { useDefaultGateway, type PaymentGatewayInfo } from './hooks/use-default-gateway.ts';
export { gatewayFailureOf, type GatewayFailure } from './lib/gateway-failure.ts';
export { cardLabel, cardSubtitle } from './lib/card-label.ts';
