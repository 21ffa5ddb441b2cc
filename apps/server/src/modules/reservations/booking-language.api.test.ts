import { SANDBOX_TEST_CARDS } from '@ride/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { sentToRider } from '../notifications/notices.test-helpers.ts';
import { passHumanCheck, sandboxCard } from '../payments/payments.test-helpers.ts';
import { book, quoteFor, tripInput } from './reservations.test-helpers.ts';

const GUEST = {
  firstName: 'Lucía',
  lastName: 'Guest',
  phoneNumber: '(212) 555-0177',
  phoneNumberCountryCode: 'us',
};

describe.each(databaseKinds())('createReservation’s language on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  /** A guest books with a fresh card; `language` and headers as the app sends them. */
  async function bookAsGuest(input: Record<string, unknown>, headers: Record<string, string> = {}) {
    const cookie = await passHumanCheck(api);
    const card = await sandboxCard(api, { cookie }, SANDBOX_TEST_CARDS.approved[0]);
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip);
    const email = `lang-${Math.random().toString(36).slice(2)}@example.test`;
    return book(
      api,
      { trip, ...quote, payment: { card }, guest: { ...GUEST, emailAddress: email }, ...input },
      { cookie, ...headers },
    );
  }

  const storedLanguage = async (id: string) =>
    (
      await api.db
        .selectFrom('reservation')
        .select('language')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).language;

  it('refuses a language the company does not offer, or none of ours, and keeps nothing', async () => {
    for (const language of ['pt', 'xx-YY']) {
      const res = await bookAsGuest({ language });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'language',
      });
      expect(res.data?.createReservation ?? null).toBeNull();
    }
    await api.db
      .updateTable('company')
      .set({ offered_languages: ['en', 'es'] })
      .where('id', '=', 'demo')
      .execute();
    try {
      const res = await bookAsGuest({ language: 'fr' });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toContain('not a language this company offers');
    } finally {
      await api.db
        .updateTable('company')
        .set({ offered_languages: ['en', 'es', 'fr', 'de', 'ar'] })
        .where('id', '=', 'demo')
        .execute();
    }
  });

  it('keeps the app’s language with the ride, and mails the booking in it', async () => {
    const res = await bookAsGuest({ language: 'es' }, { 'accept-language': 'de-DE' });
    expect(res.errors).toBeUndefined();
    const created = res.data!.createReservation;
    expect(await storedLanguage(created.id)).toBe('es');
    const [mail] = await sentToRider(api, created.id, 'email');
    expect(mail?.subject).toBe(`Tu viaje está reservado: n.º ${created.confirmationNumber}`);
    expect(mail?.body).toMatch(/^Hola, Lucía:/);
  });

  it('takes Accept-Language when the app names none, else the company’s default', async () => {
    const german = await bookAsGuest({}, { 'accept-language': 'pt-BR, de-AT;q=0.8, en;q=0.5' });
    expect(german.errors).toBeUndefined();
    expect(await storedLanguage(german.data!.createReservation.id)).toBe('de');
    const none = await bookAsGuest({}, { 'accept-language': 'pt-BR' });
    expect(await storedLanguage(none.data!.createReservation.id)).toBe('en');
    const [mail] = await sentToRider(api, none.data!.createReservation.id, 'email');
    expect(mail?.subject).toMatch(/^Your ride is booked: #/);
  });
});
