import {
  ADD_CARD_FALLBACK_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  DUPLICATE_GUEST_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@ride/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../test/api.ts';
import { databaseKinds } from '../../test/database.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../core/errors.ts';
import { RIDER_ERROR_MESSAGES, riderErrorMessage } from '../messages/errors/index.ts';
import { i18nFor } from '../messages/i18n/index.ts';
import { DUPLICATE_EMAIL_MESSAGE } from '../modules/auth/index.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  LOGIN,
  loginInput,
  signInAs,
} from '../modules/auth/auth.test-helpers.ts';

const UPDATE = /* GraphQL */ `
  mutation updateUserAccount($input: UpdateAccountUserInput!) {
    updateUserAccount(input: $input) {
      id
    }
  }
`;

describe('the rider’s errors in catalogs', () => {
  it('are the API’s own English texts', () => {
    expect(RIDER_ERROR_MESSAGES).toEqual(
      expect.arrayContaining([
        'Invalid email and/or password',
        INVALID_PHONE_MESSAGE,
        WRONG_CURRENT_PASSWORD_MESSAGE,
        CURRENT_PASSWORD_REQUIRED_MESSAGE,
        DUPLICATE_GUEST_EMAIL_MESSAGE,
        DUPLICATE_EMAIL_MESSAGE,
        ADD_CARD_FALLBACK_MESSAGE,
        SERVICE_UNAVAILABLE_MESSAGE,
      ]),
    );
  });
});

describe.each(databaseKinds())('errors in the request’s language on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  const wrongLogin = (headers: Record<string, string> = {}) =>
    api.gql(LOGIN, loginInput('nobody@example.test', 'Wrong!Password1'), headers);

  it('answers in the Accept-Language the server knows, with the same code', async () => {
    const english = (await wrongLogin()).errors?.[0];
    expect(english?.message).toBe('Invalid email and/or password');
    const spanish = (await wrongLogin({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }))
      .errors?.[0];
    expect(spanish?.message).toBe('Correo electrónico o contraseña no válidos');
    expect(spanish?.extensions).toEqual(english?.extensions);
    // A language the server has no catalog for is answered in English.
    const portuguese = (await wrongLogin({ 'accept-language': 'pt-BR' })).errors?.[0];
    expect(portuguese?.message).toBe('Invalid email and/or password');
  });

  it('answers a signed-in rider in their account’s language, over the browser’s', async () => {
    const rider = await buildRider(api);
    await api.db
      .updateTable('account_user')
      .set({ language: 'es' })
      .where('id', '=', rider.id)
      .execute();
    const token = (await signInAs(api, rider.email, rider.password)).accessToken;
    const res = await api.gql(
      UPDATE,
      { input: { email: 'changed@example.test' } },
      { ...bearer(token), 'accept-language': 'de' },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Introduce tu contraseña actual para cambiar tu correo electrónico',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
  });
});

describe('the rider’s errors built with a value', () => {
  const spanish = i18nFor('es');
  const arabic = i18nFor('ar');

  it.each([
    [
      'Rides must be booked at least 1 hour before pickup',
      spanish,
      'Los viajes deben reservarse con al menos 1 hora de antelación',
    ],
    [
      'Rides must be booked at least 3 hours before pickup',
      spanish,
      'Los viajes deben reservarse con al menos 3 horas de antelación',
    ],
    [
      'Rides must be booked at least 45 minutes before pickup',
      spanish,
      'Los viajes deben reservarse con al menos 45 minutos de antelación',
    ],
    ['Contains invalid character(s): <>', spanish, 'Contiene caracteres no válidos: <>'],
    ['Promo code NOPE is not valid', spanish, 'El código promocional NOPE no es válido'],
    ['Promo code NOPE is not valid yet', spanish, 'El código promocional NOPE aún no es válido'],
    ['A ride can have at most 2 stops', arabic, 'يمكن أن تضم الرحلة محطتين على الأكثر'],
    [
      'You can save up to 20 places. Delete one to add another.',
      spanish,
      'Puedes guardar hasta 20 lugares. Elimina uno para añadir otro.',
    ],
  ])('%s', (english, i18n, translated) => {
    expect(riderErrorMessage(i18n, english)).toBe(translated);
  });

  it('leaves a message that only looks like one as it is', () => {
    expect(riderErrorMessage(spanish, 'Promo code NOPE is not valid, says the gateway')).toBe(
      'Promo code NOPE is not valid, says the gateway',
    );
  });
});
