import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/api.ts';

export const AUTH_CODE = /* GraphQL */ `
  mutation getFullSteamAuthCode($input: FullSteamAuthCodeInput!) {
    getFullSteamAuthCode(input: $input) {
      isSuccessful
      authKey
      hostedFieldsUrl
    }
  }
`;

export const ADD_CARD = /* GraphQL */ `
  mutation createNewSavedPayment($input: NewSavedPaymentInput!) {
    createNewSavedPayment(input: $input) {
      id
      paymentGatewayId
      cardBrand
      lastDigits
      expiryMonth
      expiryYear
      nameOnCard
    }
  }
`;

export const SAVED_CARDS = /* GraphQL */ `
  query getSavedPaymentOptions($input: SavedPaymentOptionsInput!) {
    getSavedPaymentOptions(input: $input) {
      totalCount
      nodes {
        id
        cardBrand
        lastDigits
        nameOnCard
      }
    }
  }
`;

export const DELETE_CARD = /* GraphQL */ `
  mutation deleteSavedPayment($input: DeleteSavedPaymentInput!) {
    deleteSavedPayment(input: $input)
  }
`;

/** 20 random base-36 characters, as the app makes them. */
export const antiForgeryToken = () =>
  Array.from(randomBytes(20), (byte) => (byte % 36).toString(36)).join('');

/** The company's sandbox (hosted-fields) gateway id. */
export async function sandboxGatewayId(api: TestApi, coid = 'demo'): Promise<number> {
  const row = await api.db
    .selectFrom('payment_gateway')
    .select('id')
    .where('company_id', '=', coid)
    .where('gateway', '=', 'FullsteamPay')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the ALTCHA widget does; gives back the pass cookie the server sets. */
export async function passHumanCheck(api: TestApi, coid = 'demo'): Promise<string> {
  const challenge = (await (
    await fetch(`${api.baseUrl}/${coid}/human-check/challenge`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const response = await fetch(`${api.baseUrl}/${coid}/recaptcha/${encodeURIComponent(payload)}`);
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** A hosted-fields key for the company's sandbox gateway, with the headers given. */
export async function hostedFieldsKey(
  api: TestApi,
  headers: Record<string, string>,
  options: { coid?: string; token?: string } = {},
) {
  const coid = options.coid ?? 'demo';
  const token = options.token ?? antiForgeryToken();
  const res = await api.gql<{ getFullSteamAuthCode: { authKey: string; hostedFieldsUrl: string } }>(
    AUTH_CODE,
    { input: { coid, gateway_id: await sandboxGatewayId(api, coid), anti_forgery_token: token } },
    headers,
  );
  expect(res.errors).toBeUndefined();
  return { authKey: res.data!.getFullSteamAuthCode.authKey, antiForgeryToken: token };
}

/** What the hosted fields post to the gateway when the rider submits a card. */
export function tokenize(
  api: TestApi,
  authKey: string,
  card: { number: string; month?: string; year?: string; cvv?: string; zip?: string },
) {
  return fetch(`${api.baseUrl}/payments/sandbox/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authKey,
      cardNumber: card.number,
      expirationMonth: card.month ?? '12',
      expirationYear: card.year ?? String(new Date().getUTCFullYear() + 3),
      cvv: card.cvv ?? '123',
      zip: card.zip ?? '10019',
    }),
  });
}

/** A card tokenized by the sandbox, as the add-card form sends it to the API. */
export async function sandboxCard(
  api: TestApi,
  headers: Record<string, string>,
  number: string,
  coid = 'demo',
) {
  const { authKey, antiForgeryToken: token } = await hostedFieldsKey(api, headers, { coid });
  const response = await tokenize(api, authKey, { number });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as {
    gatewayResponse: { token: string; hostedPaymentsAccountId: string };
    requestDetails: { expirationMonth: string; expirationYear: string };
  };
  return {
    cardNumber: number.slice(-4),
    cardHolderName: 'Dana Rider',
    expirationDate: `${answer.requestDetails.expirationMonth}/${answer.requestDetails.expirationYear}`,
    cardNetwork: 'visa',
    billingAddress: {
      line1: '768 5th Ave',
      city: 'New York',
      stateCode: 'NY',
      postalCode: '10019',
      countryCode: 'US',
    },
    token: answer.gatewayResponse.token,
    gateway: 'fs',
    paymentGatewayId: await sandboxGatewayId(api, coid),
    hostedPaymentsAccountId: answer.gatewayResponse.hostedPaymentsAccountId,
    anti_forgery_token: token,
  };
}
