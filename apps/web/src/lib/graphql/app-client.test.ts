import { gql } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { languageStore } from '../i18n/language.ts';
import { appClient } from './app-client.ts';

const query = gql`
  query getCompanyData($coid: String!) {
    getCompanyData(coid: $coid) {
      coid
    }
  }
`;
const sent: (string | null)[] = [];

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('accept-language'));
      return new Response(JSON.stringify({ data: { getCompanyData: { coid: 'demo' } } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterAll(() => vi.unstubAllGlobals());

describe('the app’s GraphQL client', () => {
  it('asks in the language the rider reads now (decision 98)', async () => {
    const ask = () =>
      appClient.query(query, { coid: 'demo' }, { requestPolicy: 'network-only' }).toPromise();
    await ask();
    languageStore.set({ language: 'es', offered: ['en', 'es'] });
    await ask();
    expect(sent).toEqual(['en', 'es']);
  });
});
