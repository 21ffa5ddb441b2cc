/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { capturedTipMinor, ledgerTotals } from './ledger.ts';
export { listLedger } from './money.repository.ts';
export { moneyResolvers } from './money.resolvers.ts';
export {
  chargeCancellationFee,
  reservationLedger,
  voidRide,
  type MoneyServices,
} from './money.service.ts';
export type {
  CancellationFeeCaptureTable,
  LedgerKind,
  PaymentInstructionTable,
  PaymentLedgerTable,
  RideAutoCaptureTable,
} from './money.tables.ts';
export { autoCapturing } from './auto-capture.ts';
export { paymentInstructing } from './payment-instruction.ts';
export {
  cancellationFeeAt,
  cancellationFeeCapturing,
  captureFeeAtOnce,
  findCancellationFee,
  insertCancellationFee,
} from './rider-cancellation-fee.ts';
