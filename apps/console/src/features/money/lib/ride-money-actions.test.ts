import { describe, expect, it } from 'vitest';
import { rideMoneyActions, type RideMoneyFacts } from './ride-money-actions.ts';

const facts = (status: string, more: Partial<RideMoneyFacts> = {}): RideMoneyFacts => ({
  status,
  totalMinor: 10000,
  tipMinor: 1500,
  cancellationFeeMinor: 2500,
  noShowFeeMinor: 5000,
  ...more,
});
const held = { capturedMinor: 0, heldMinor: 12000, chargedMinor: 0 };

describe('rideMoneyActions', () => {
  it('captures a completed ride for its price lines and tip, up to what is held', () => {
    const actions = rideMoneyActions(facts('COMPLETED'), held, 'dispatcher');
    expect(actions.captureMinor).toBe(11500);
    expect(rideMoneyActions(facts('COMPLETED', { tipMinor: 3000 }), held, 'admin')).toMatchObject({
      captureMinor: 12000,
      captureDueMinor: 13000,
    });
    expect(actions.release).toBe(false);
    expect(actions.fee).toBeNull();
  });

  it('offers no capture before completion, without a hold, or once all is captured', () => {
    expect(rideMoneyActions(facts('DRIVING_PASSENGER'), held, 'admin').captureMinor).toBeNull();
    expect(
      rideMoneyActions(facts('COMPLETED'), { ...held, heldMinor: 0 }, 'admin').captureMinor,
    ).toBeNull();
    expect(
      rideMoneyActions(
        facts('COMPLETED'),
        { capturedMinor: 11500, heldMinor: 500, chargedMinor: 11500 },
        'admin',
      ).captureMinor,
    ).toBeNull();
  });

  it('releases the hold and charges the fee of a cancelled ride or a no-show', () => {
    const cancelled = rideMoneyActions(facts('CANCELLED'), held, 'dispatcher');
    // The cancellation fee depends on when it was cancelled: the server tells.
    expect(cancelled).toMatchObject({
      release: true,
      fee: { label: 'cancellation', amountMinor: null },
    });
    const noShow = rideMoneyActions(facts('NO_SHOW'), held, 'dispatcher');
    expect(noShow).toMatchObject({ release: true, fee: { label: 'no-show', amountMinor: 5000 } });
    const partly = { capturedMinor: 1000, heldMinor: 0, chargedMinor: 1000 };
    expect(rideMoneyActions(facts('NO_SHOW'), partly, 'admin').fee?.amountMinor).toBe(4000);
  });

  it('offers no fee once it is captured, and none under a rule that charges nothing', () => {
    const charged = { capturedMinor: 2500, heldMinor: 0, chargedMinor: 2500 };
    expect(rideMoneyActions(facts('CANCELLED'), charged, 'admin').fee).toBeNull();
    expect(
      rideMoneyActions(facts('CANCELLED', { cancellationFeeMinor: 0 }), held, 'admin').fee,
    ).toBeNull();
    expect(
      rideMoneyActions(facts('NO_SHOW'), { ...charged, capturedMinor: 5000 }, 'admin').fee,
    ).toBeNull();
    expect(rideMoneyActions(facts('COMPLETED'), held, 'admin').fee).toBeNull();
    expect(rideMoneyActions(facts('CANCELLED'), charged, 'admin').release).toBe(false);
  });

  it('lets only admins refund, and only what is charged', () => {
    const charged = { capturedMinor: 11500, heldMinor: 0, chargedMinor: 9000 };
    expect(rideMoneyActions(facts('COMPLETED'), charged, 'admin').refundableMinor).toBe(9000);
    expect(rideMoneyActions(facts('COMPLETED'), charged, 'dispatcher').refundableMinor).toBeNull();
    expect(rideMoneyActions(facts('COMPLETED'), held, 'admin').refundableMinor).toBeNull();
  });
});
