import { describe, expect, it } from 'vitest';
import { SET_OFF_POSITION_WAIT_MS, setOffPosition } from './set-off-position.ts';

type Success = Parameters<Geolocation['getCurrentPosition']>[0];
type Failure = Parameters<Geolocation['getCurrentPosition']>[1];

/** A device that answers getCurrentPosition as `answer` says, keeping the options it was given. */
function device(answer: (ok: Success, fail: Failure) => void) {
  const asked: (PositionOptions | undefined)[] = [];
  return {
    asked,
    getCurrentPosition(ok: Success, fail?: Failure, options?: PositionOptions) {
      asked.push(options);
      answer(ok, fail);
    },
  };
}

describe('setOffPosition', () => {
  it("gives the device's coordinates, waiting a few seconds at most for them", async () => {
    const found = device((ok) =>
      ok({ coords: { latitude: 40.76, longitude: -73.97 } } as GeolocationPosition),
    );
    expect(await setOffPosition(found)).toEqual({ latitude: 40.76, longitude: -73.97 });
    expect(found.asked[0]?.timeout).toBe(SET_OFF_POSITION_WAIT_MS);
  });

  it('gives null when the device refuses or has no geolocation', async () => {
    const refused = device((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError));
    expect(await setOffPosition(refused)).toBeNull();
    expect(await setOffPosition(undefined)).toBeNull();
  });
});
