import { FULL_MILLIPERCENT, percentOf } from './arithmetic.ts';
import type { Promotion } from './types.ts';

/** How much a promotion takes off a subtotal: never more than the subtotal itself. */
export function promotionDiscount(promotion: Promotion, subtotal: number): number {
  const wanted =
    promotion.kind === 'percent'
      ? percentOf(subtotal, Math.min(promotion.millipercent, FULL_MILLIPERCENT))
      : promotion.amount;
  return Math.max(0, Math.min(wanted, subtotal));
}

export interface PromotionWindow {
  code: string;
  isActive: boolean;
  validFrom: Date;
  /** Exclusive end; null means open-ended. */
  validUntil: Date | null;
  /** Uses left under its usage limit; null or absent for no limit. */
  usesLeft?: number | null;
}

export type PromotionProblem = 'unknown' | 'not_yet_valid' | 'expired' | 'used_up';

/** Why a promo code cannot be used at `now`, or null when it can. */
export function promotionProblem(
  window: PromotionWindow | undefined | null,
  now: Date,
): PromotionProblem | null {
  if (!window || !window.isActive) return 'unknown';
  if (now < window.validFrom) return 'not_yet_valid';
  if (window.validUntil && now >= window.validUntil) return 'expired';
  if (window.usesLeft != null && window.usesLeft <= 0) return 'used_up';
  return null;
}

/** The rider-facing message for each problem; the code is shown as the rider typed it. */
export function promotionProblemMessage(problem: PromotionProblem, code: string): string {
  switch (problem) {
    case 'unknown':
      return `Promo code ${code} is not valid`;
    case 'not_yet_valid':
      return `Promo code ${code} is not valid yet`;
    case 'expired':
      return `Promo code ${code} has expired`;
    case 'used_up':
      return `Promo code ${code} has been used up`;
  }
}

/** Promo codes are matched without regard to case or surrounding spaces. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
