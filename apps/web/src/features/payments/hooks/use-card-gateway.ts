import { useLingui } from '@lingui/react/macro';
import {
  cardNetworkOfType,
  newAntiForgeryToken,
  type BillingAddressValues,
  type GatewayCard,
} from '@ride/domain';
import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { useCallback, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { currentAccessToken } from '../../../stores/auth.ts';
import { useCompany } from '../../../stores/company.ts';
import {
  BillingSettingQuery,
  FullSteamAuthCodeMutation,
  StripeCustomerIdQuery,
  StripeSetupIntentQuery,
} from '../api/gateway.ts';
import { useCardText } from '../lib/card-texts.ts';
import { gatewayFailureOf, type GatewayFailure } from '../lib/gateway-failure.ts';
import { useBillingProfile } from './use-billing-profile.ts';
import { useDefaultGateway } from './use-default-gateway.ts';

const settingDocument = asDocument(BillingSettingQuery);
const authCodeDocument = asDocument(FullSteamAuthCodeMutation);
const customerDocument = asDocument(StripeCustomerIdQuery);
const setupIntentDocument = asDocument(StripeSetupIntentQuery);

export interface HostedKey {
  url: string;
  antiForgeryToken: string;
}

type StripeOutcome = { ok: true; card: GatewayCard } | { ok: false; error: string };

/**
 * What the card form needs of the company and its gateway: the default gateway, the billing
 * setting, the rider's profile address, the hosted fields' key (a fresh one on request, with a
 * new anti-forgery token each time) and the card-token gateway's setup.
 */
export function useCardGateway(signedIn: boolean) {
  const { t } = useLingui();
  const cardText = useCardText();
  const client = useClient();
  const { coid } = useCompany();
  const { gateway, fetching } = useDefaultGateway();
  const [setting] = useQuery({ query: settingDocument, variables: { coid } });
  const profile = useBillingProfile(signedIn);
  const [key, setKey] = useState<HostedKey | null>(null);
  const [keyFailure, setKeyFailure] = useState<GatewayFailure | null>(null);
  const request = useRef(0);

  const requestKey = useCallback(() => {
    if (!gateway) return;
    const round = ++request.current;
    const antiForgeryToken = newAntiForgeryToken();
    setKey(null);
    setKeyFailure(null);
    const accessToken = signedIn ? currentAccessToken() : null;
    void client
      .mutation(authCodeDocument, {
        input: {
          coid,
          gateway_id: gateway.id,
          anti_forgery_token: antiForgeryToken,
          ...(accessToken ? { access_token: accessToken } : {}),
        },
      })
      .toPromise()
      .then((result) => {
        if (round !== request.current) return;
        const answer = result.data?.getFullSteamAuthCode;
        if (answer?.isSuccessful) setKey({ url: answer.hostedFieldsUrl, antiForgeryToken });
        else setKeyFailure(gatewayFailureOf(result.error));
      });
  }, [client, coid, gateway, signedIn]);

  async function stripeCard(
    parts: { stripe: Stripe; card: StripeCardNumberElement } | null,
    billing: { name: string; address: BillingAddressValues },
  ): Promise<StripeOutcome> {
    if (!gateway || !parts) return { ok: false, error: t`The card fields are still loading.` };
    const customer = await client
      .query(
        customerDocument,
        { coid, gatewayId: gateway.id, isAuthenticated: signedIn },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    const customerId = customer.data?.getStripeCustomerId.customerId;
    if (!customerId)
      return { ok: false, error: cardText(gatewayFailureOf(customer.error).message) };
    const intent = await client
      .query(
        setupIntentDocument,
        { coid, stripeAccountId: gateway.parameter1 || null, customerId },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    const clientSecret = intent.data?.getStripeSetupIntent.clientSecret;
    if (!clientSecret)
      return { ok: false, error: cardText(gatewayFailureOf(intent.error).message) };
    const { address } = billing;
    const created = await parts.stripe.createPaymentMethod({
      type: 'card',
      card: parts.card,
      billing_details: {
        name: billing.name,
        address: {
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.stateCode,
          postal_code: address.postalCode,
          country: address.countryCode,
        },
      },
    });
    const method = created.paymentMethod;
    const refused = t`Card not accepted`;
    if (!method?.card) return { ok: false, error: created.error?.message ?? refused };
    const setup = await parts.stripe.confirmCardSetup(clientSecret, { payment_method: method.id });
    if (setup.error) return { ok: false, error: setup.error.message ?? refused };
    return {
      ok: true,
      card: {
        token: method.id,
        cardNumber: method.card.last4,
        expirationMonth: method.card.exp_month,
        expirationYear: method.card.exp_year,
        cardNetwork: cardNetworkOfType(method.card.brand),
        gateway: 'stripe',
        paymentGatewayId: gateway.id,
        customerToken: method.id,
        customerId,
      },
    };
  }

  return {
    info: gateway,
    loading: fetching || setting.fetching || !profile.ready,
    isBillingAddressRequired: setting.data?.getAllSystemSetting.isBillingAddressRequired ?? false,
    profileAddress: profile.address,
    key,
    keyFailure,
    requestKey,
    stripeCard,
  };
}
