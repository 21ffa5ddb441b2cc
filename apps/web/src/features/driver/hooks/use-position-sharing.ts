import type { Client } from '@urql/core';
import { useEffect, useState } from 'react';
import { reportDriverPositionDocument } from '../api/driver-rides.ts';
import { positionFailureText } from '../lib/driver-failures.ts';
import { positionReport } from '../lib/position-report.ts';
import { createThrottle } from '../lib/position-throttle.ts';
import { geolocationErrorText } from '../lib/sharing-text.ts';

export interface PositionSharing {
  /** The browser has geolocation at all. */
  supported: boolean;
  /** When the server last took a position of this ride (this page's clock). */
  lastSentAt: Date | null;
  /** Why the position cannot be read, in words; null while it can. */
  locationProblem: string | null;
  /** Why the last report did not arrive; null once one has. */
  sendProblem: string | null;
}

interface SharingState extends Omit<PositionSharing, 'supported'> {
  reservationId: string | null;
}

const fresh = (reservationId: string | null): SharingState => ({
  reservationId,
  lastSentAt: null,
  locationProblem: null,
  sendProblem: null,
});

/**
 * While `reservationId` names a ride under way, watches the device's position and reports it for
 * that ride, at most every 5 s (lib/position-throttle.ts); stops when the ride changes, leaves a
 * driver state or the page closes. Reports are not retried: the next position replaces a lost one.
 */
export function usePositionSharing(client: Client, reservationId: string | null): PositionSharing {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<SharingState>(() => fresh(reservationId));

  useEffect(() => {
    if (!reservationId || !supported) return;
    let watching = true;
    const update = (patch: Partial<SharingState>) => {
      if (!watching) return;
      setState((previous) => ({
        ...(previous.reservationId === reservationId ? previous : fresh(reservationId)),
        ...patch,
      }));
    };
    const throttle = createThrottle(async (input: ReturnType<typeof positionReport>) => {
      const result = await client.mutation(reportDriverPositionDocument, { input }).toPromise();
      if (result.error) update({ sendProblem: positionFailureText(result.error) });
      else update({ lastSentAt: new Date(), sendProblem: null });
    });
    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        update({ locationProblem: null });
        throttle.push(positionReport(reservationId, position));
      },
      (error) => update({ locationProblem: geolocationErrorText(error.code) }),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 60_000 },
    );
    return () => {
      watching = false;
      navigator.geolocation.clearWatch(watchId);
      throttle.stop();
    };
  }, [client, reservationId, supported]);

  const current = state.reservationId === reservationId ? state : fresh(reservationId);
  return {
    supported,
    lastSentAt: current.lastSentAt,
    locationProblem: current.locationProblem,
    sendProblem: current.sendProblem,
  };
}
