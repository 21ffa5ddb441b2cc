import {
  IN_PROGRESS_STATUSES,
  reservationStatusView,
  TERMINAL_STATUSES,
  UPCOMING_STATUSES,
} from '@ride/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { STATUS_LABELS } from '../../messages/status/index.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  signInAs,
  type BuiltRider,
} from '../auth/auth.test-helpers.ts';
import {
  buildReservation,
  TRIP_DETAILS,
  TRIP_HISTORY,
  type TripHistoryResult,
} from './rides.test-helpers.ts';

describe('the status labels in catalogs', () => {
  it('are every label of the domain’s status table, in its English', () => {
    const labels = new Set(
      [...UPCOMING_STATUSES, ...IN_PROGRESS_STATUSES, ...TERMINAL_STATUSES].map(
        (status) => reservationStatusView(status).label,
      ),
    );
    expect([...STATUS_LABELS].sort()).toEqual([...labels].sort());
  });
});

describe.each(databaseKinds())('status labels in the request’s language on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: BuiltRider;
  let token: Record<string, string>;
  beforeAll(async () => {
    rider = await buildRider(api);
    token = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
  });
  beforeEach(() => clearRateLimits(api));

  const labelsOf = async (language?: string) => {
    const headers = language ? { ...token, 'accept-language': language } : token;
    const res = await api.gql<TripHistoryResult>(
      TRIP_HISTORY,
      {
        input: { reservationStatus: 'CUSTOM', customStateDefinitions: ['upcoming', 'in_progress'] },
      },
      headers,
    );
    expect(res.errors).toBeUndefined();
    return Object.fromEntries(
      res.data!.getTripHistory.edges.map(({ node }) => [
        node.reservationState.type,
        node.reservationState.label,
      ]),
    );
  };

  it('lists the rides with Spanish labels for Accept-Language es, English ones without', async () => {
    const own = { account_user_id: rider.id };
    await buildReservation(api, { ...own, inMinutes: 2 * 24 * 60 });
    await buildReservation(api, { ...own, inMinutes: 10, status: 'DRIVER_IS_ON_THE_WAY' });
    expect(await labelsOf()).toEqual({
      BOOKED: 'SCHEDULED',
      DRIVER_IS_ON_THE_WAY: 'DRIVER IS ON THE WAY',
    });
    expect(await labelsOf('en-US,en;q=0.9')).toEqual(await labelsOf());
    expect(await labelsOf('es-MX,es;q=0.9')).toEqual({
      BOOKED: 'PROGRAMADO',
      DRIVER_IS_ON_THE_WAY: 'EL CHÓFER ESTÁ EN CAMINO',
    });
  });

  it('labels one ride in the request’s language, its type unchanged', async () => {
    const ride = await buildReservation(api, {
      account_user_id: rider.id,
      inMinutes: -24 * 60,
      status: 'COMPLETED',
    });
    const details = async (headers: Record<string, string>) => {
      const res = await api.gql<{ getTripDetails: { reservationState: unknown } }>(
        TRIP_DETAILS,
        { id: ride.id },
        { ...token, ...headers },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.getTripDetails.reservationState;
    };
    expect(await details({})).toEqual({ type: 'COMPLETED', label: 'COMPLETED' });
    expect(await details({ 'accept-language': 'es' })).toEqual({
      type: 'COMPLETED',
      label: 'COMPLETADO',
    });
    expect(await details({ 'accept-language': 'de' })).toEqual({
      type: 'COMPLETED',
      label: 'ABGESCHLOSSEN',
    });
  });
});
