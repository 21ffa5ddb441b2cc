// Over 300 lines: one card form's state and validation across both gateways; its parts (fields, address, human check) are already apart.
/**
 * CardEntry: a new card for the rider (spec part 2 §2 add-card forms), on the company's default
 * gateway: the hosted fields iframe (fs), Stripe Elements (stripe), or, for a gateway kind that is
 * not set up, the server's "not configured" error. Card data never reaches our server.
 *
 * Props:
 * - `ref`: a CardEntryHandle (below).
 * - `requireHumanCheck`: show the human check first (payments screen; guests on fs/stripe). A
 *   signed-in rider on the booking confirmation step gets the fields at once (false).
 * - `signedIn`: the rider's profile address is offered ("Billing address is the same as …") and
 *   "Add this address to my Profile …" shown when the profile has none. Guests: false.
 * - `showSaveCard`: the optional "Save Card" checkbox (signed-in riders booking with a new card).
 * - `onReadyChange(ready)`: the card fields are showing (check passed, key loaded).
 * - `onGatewayError(message | null)`: where a form with its own fixed button shows what the
 *   gateway or the server refused (the checkout's bar); without it the message shows below the
 *   card. Called with null when the rider edits or tries again.
 *
 * How a parent gets the card: `await ref.current.tokenize()` validates everything (showing the
 * messages), hands the card to the gateway and resolves `{ card, saveCard,
 * saveAsDefaultBillingAddress }`, where `card` holds the fields of the server's
 * ReservationCardInput / NewSavedPaymentInput (token, gateway, paymentGatewayId,
 * hostedPaymentsAccountId and anti_forgery_token for fs, customerToken and customerId for stripe,
 * cardNumber = last four digits, expirationDate MM/YYYY, cardNetwork, cardHolderName,
 * billingAddress) — or null when something is invalid or the gateway refused (already shown).
 * Add `coid` (and `saveCard` for a reservation) before sending it.
 *
 * After the server refuses the card or the reservation, call `ref.current.fail(message,
 * { humanCheckAgain })` (see gatewayFailureOf): the message is shown, a fresh authorization key
 * reloads the hosted fields, the rider's name and address are kept, and gateway code 999 shows
 * the human check again.
 */
import {
  billingRequirements,
  billingSummaryError,
  buildCardInput,
  cardNetworkOfType,
  chosenValue,
  EMPTY_BILLING_ADDRESS,
  EXPIRY_ERROR_INPUT_DELAY_MS,
  hasAddress,
  hostedGatewayError,
  isHostedExpiryError,
  stripeSetupError,
  validateCardForm,
  type BillingAddressValues,
  type CardFormField,
  type CardInput,
} from '@ride/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PartCatalogs } from '../../../lib/i18n/part-catalogs.tsx';
import { useCompany } from '../../../stores/company.ts';
import { useCardGateway } from '../hooks/use-card-gateway.ts';
import { BillingAddressFields, type AddressField } from './billing-address-fields.tsx';
import { HostedCardFields, type HostedCardFieldsHandle } from './hosted-card-fields.tsx';
import { HumanCheck } from './human-check.tsx';
import { useCardText } from '../lib/card-texts.ts';
import { StripeCardFields, type StripeCardFieldsHandle } from './stripe-card-fields.tsx';
import './card-entry.css';

export interface CardEntryResult {
  card: CardInput;
  saveCard: boolean;
  /** Ticked "Add this address to my Profile as default billing address …". */
  saveAsDefaultBillingAddress: boolean;
}

export interface CardEntryHandle {
  tokenize(): Promise<CardEntryResult | null>;
  fail(message: string, options?: { humanCheckAgain?: boolean }): void;
}

interface Props {
  ref?: Ref<CardEntryHandle>;
  requireHumanCheck: boolean;
  signedIn: boolean;
  showSaveCard?: boolean;
  onReadyChange?: ((ready: boolean) => void) | undefined;
  onGatewayError?: ((message: string | null) => void) | undefined;
}

type Field = 'cardHolderName' | AddressField;
const ADDRESS_FIELD_OF: Partial<Record<CardFormField, Field>> = {
  cardHolderName: 'cardHolderName',
  line1: 'line1',
  line2: 'line2',
  city: 'city',
  countryCode: 'countryCode',
  stateCode: 'stateCode',
  zipcode: 'postalCode',
};
const FIELD_ORDER: Field[] = [
  'cardHolderName',
  'line1',
  'line2',
  'city',
  'countryCode',
  'postalCode',
  'stateCode',
];

/** The card form, with the `payments` catalog (a lazy part: card-entry-loader.tsx). */
export function CardEntry(props: Props) {
  return (
    <PartCatalogs part="card-entry">
      <CardForm {...props} />
    </PartCatalogs>
  );
}

function CardForm({
  ref,
  requireHumanCheck,
  signedIn,
  showSaveCard = false,
  onReadyChange,
  onGatewayError,
}: Props) {
  const { t } = useLingui();
  const cardText = useCardText();
  const { coid } = useCompany();
  const gateway = useCardGateway(signedIn);
  const [checkNeeded, setCheckNeeded] = useState(requireHumanCheck);
  const [checkRound, setCheckRound] = useState(0);
  const [name, setName] = useState('');
  const [address, setAddress] = useState<BillingAddressValues>(EMPTY_BILLING_ADDRESS);
  const [sameAsProfile, setSameAsProfile] = useState(true);
  const [addToProfile, setAddToProfile] = useState(true);
  const [saveCard, setSaveCard] = useState(false);
  const [blurred, setBlurred] = useState<Partial<Record<Field, true>>>({});
  const [attempted, setAttempted] = useState(false);
  const [ownGatewayError, setOwnGatewayError] = useState<string | null>(null);
  const setGatewayError = onGatewayError ?? setOwnGatewayError;
  const gatewayError = onGatewayError ? null : ownGatewayError;
  const hosted = useRef<HostedCardFieldsHandle>(null);
  const stripe = useRef<StripeCardFieldsHandle>(null);
  const root = useRef<HTMLDivElement>(null);

  const profileAddress = hasAddress(gateway.profileAddress) ? gateway.profileAddress : null;
  const usingProfileAddress = profileAddress !== null && sameAsProfile;
  const rules = {
    ...billingRequirements({
      isBillingAddressRequired: gateway.isBillingAddressRequired,
      gateway: gateway.info?.shortCode ?? '',
      parameter4: gateway.info?.parameter4 ?? '',
    }),
    inlineCardFields: false,
    usingProfileAddress,
    now: new Date(),
  };
  const formErrors = validateCardForm(
    {
      cardHolderName: name,
      cardNumber: '',
      expirationDate: '',
      line1: address.line1,
      line2: address.line2,
      city: address.city,
      countryCode: address.countryCode,
      stateCode: address.stateCode,
      zipcode: address.postalCode,
    },
    rules,
  );
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, message] of Object.entries(formErrors) as [CardFormField, string][]) {
    const mapped = ADDRESS_FIELD_OF[field];
    if (mapped && (attempted || blurred[mapped])) errors[mapped] = cardText(message);
  }
  const summaryText = attempted ? billingSummaryError(formErrors, rules) : undefined;
  const summary = summaryText && cardText(summaryText);
  const fieldsShown = !checkNeeded && gateway.info !== null;
  const ready = fieldsShown && (gateway.info?.shortCode === 'stripe' || gateway.key !== null);

  useEffect(() => onReadyChange?.(ready), [ready, onReadyChange]);
  useEffect(() => {
    if (fieldsShown && gateway.info?.shortCode !== 'stripe') gateway.requestKey();
    // A new key when the fields appear (after the check, or a gateway change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldsShown, gateway.info?.id]);
  useEffect(() => {
    if (gateway.keyFailure?.humanCheckAgain) {
      setCheckNeeded(true);
      setCheckRound((round) => round + 1);
    }
  }, [gateway.keyFailure]);

  function fail(message: string, options: { humanCheckAgain?: boolean } = {}) {
    setGatewayError(message);
    if (options.humanCheckAgain) {
      setCheckNeeded(true);
      setCheckRound((round) => round + 1);
    } else if (gateway.info?.shortCode !== 'stripe') {
      gateway.requestKey();
    }
  }

  function focusFirstInvalid() {
    const first = FIELD_ORDER.find((field) => formErrors[fieldKey(field)] !== undefined);
    const element = first ? root.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    element?.focus();
  }

  async function tokenize(): Promise<CardEntryResult | null> {
    setAttempted(true);
    setGatewayError(null);
    const info = gateway.info;
    if (!info || checkNeeded) return null;
    const cardFieldsValid =
      info.shortCode === 'stripe'
        ? (stripe.current?.check() ?? false)
        : (hosted.current?.check() ?? false);
    if (Object.keys(formErrors).length > 0) {
      focusFirstInvalid();
      return null;
    }
    if (!cardFieldsValid) return null;
    const billing = usingProfileAddress && profileAddress ? profileAddress : address;
    const extras = {
      saveCard: showSaveCard && saveCard,
      saveAsDefaultBillingAddress: signedIn && profileAddress === null && addToProfile,
    };
    if (info.shortCode === 'stripe') {
      const outcome = await gateway.stripeCard(stripe.current?.parts() ?? null, {
        name: name.trim(),
        address: billing,
      });
      if (!outcome.ok) {
        fail(stripeSetupError(outcome.error));
        return null;
      }
      return {
        card: buildCardInput({ cardHolderName: name, address: billing }, outcome.card, new Date()),
        ...extras,
      };
    }
    const key = gateway.key;
    if (!key || !hosted.current) return null;
    const outcome = await hosted.current.tokenize(chosenValue(billing.postalCode));
    if (!outcome.ok) {
      setGatewayError(hostedGatewayError(outcome.error));
      if (isHostedExpiryError(outcome.error)) {
        setTimeout(() => gateway.requestKey(), EXPIRY_ERROR_INPUT_DELAY_MS);
      } else gateway.requestKey();
      return null;
    }
    const { gatewayResponse, requestDetails } = outcome.card;
    return {
      card: buildCardInput(
        { cardHolderName: name, address: billing },
        {
          token: gatewayResponse.token,
          cardNumber: requestDetails.cardNumber,
          expirationMonth: requestDetails.expirationMonth,
          expirationYear: requestDetails.expirationYear,
          cardNetwork: cardNetworkOfType(requestDetails.cardType),
          gateway: info.shortCode,
          paymentGatewayId: info.id,
          hostedPaymentsAccountId: gatewayResponse.hostedPaymentsAccountId,
          antiForgeryToken: key.antiForgeryToken,
        },
        new Date(),
      ),
      ...extras,
    };
  }

  useImperativeHandle(ref, () => ({ tokenize, fail }));

  if (gateway.loading) {
    return (
      <p role="status" className="muted">
        <Trans>Loading the card form…</Trans>
      </p>
    );
  }
  if (!gateway.info) {
    return (
      <p role="alert" className="field-error">
        <Trans>No payment gateway is set up for {coid}. Please contact the operator.</Trans>
      </p>
    );
  }
  if (checkNeeded) {
    return (
      <div className="card-entry" ref={root}>
        <p>
          <Trans>Please confirm you are human to add a card.</Trans>
        </p>
        <HumanCheck
          key={checkRound}
          onPassed={() => {
            setCheckNeeded(false);
            setGatewayError(null);
          }}
        />
        {gatewayError && (
          <p role="alert" className="field-error">
            {cardText(gatewayError)}
          </p>
        )}
      </div>
    );
  }

  const required = {
    line1: rules.streetRequired,
    city: rules.billingRequired,
    countryCode: rules.billingRequired,
    stateCode: rules.billingRequired,
    postalCode: rules.zipRequired || chosenValue(address.countryCode) === 'US',
  };
  return (
    <div className="card-entry" ref={root}>
      <TextField
        label={t`Cardholder Name`}
        placeholder={t`Name on card`}
        type="text"
        name="cardHolderName"
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        required
        value={name}
        error={errors.cardHolderName}
        onValue={(value) => {
          setName(value);
          setGatewayError(null);
        }}
        onBlur={() => setBlurred((b) => ({ ...b, cardHolderName: true }))}
      />
      {gateway.info.shortCode === 'stripe' ? (
        <StripeCardFields ref={stripe} stripeAccount={gateway.info.parameter1} />
      ) : gateway.key ? (
        <HostedCardFields ref={hosted} url={gateway.key.url} />
      ) : gateway.keyFailure ? (
        <p role="alert" className="field-error">
          {cardText(gateway.keyFailure.message)}
        </p>
      ) : (
        <p role="status" className="muted">
          <Trans>Loading the card fields…</Trans>
        </p>
      )}
      {profileAddress && (
        <div className="card-entry__profile-address">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={sameAsProfile}
              onChange={(event) => setSameAsProfile(event.currentTarget.checked)}
            />
            <Trans>Billing address is the same as default billing address on my profile</Trans>
          </label>
          {sameAsProfile && <AddressSummary address={profileAddress} />}
        </div>
      )}
      {!usingProfileAddress && (
        <fieldset className="card-entry__address">
          <legend>
            <Trans>Billing Address</Trans>
          </legend>
          <BillingAddressFields
            values={address}
            errors={errors}
            required={required}
            onValue={(field, value) => {
              setAddress((a) => ({ ...a, [field]: value }));
              setGatewayError(null);
            }}
            onBlur={(field) => setBlurred((b) => ({ ...b, [field]: true }))}
          />
        </fieldset>
      )}
      {signedIn && !profileAddress && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={addToProfile}
            onChange={(event) => setAddToProfile(event.currentTarget.checked)}
          />
          <Trans>
            Add this address to my Profile as default billing address for future credit cards
          </Trans>
        </label>
      )}
      {showSaveCard && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(event) => setSaveCard(event.currentTarget.checked)}
          />
          <Trans>Save Card</Trans>
        </label>
      )}
      {summary && (
        <p role="alert" className="field-error">
          {summary}
        </p>
      )}
      {gatewayError && (
        <p role="alert" className="field-error card-entry__gateway-error">
          {cardText(gatewayError)}
        </p>
      )}
    </div>
  );
}

function fieldKey(field: Field): CardFormField {
  return field === 'postalCode' ? 'zipcode' : field;
}

function AddressSummary({ address }: { address: BillingAddressValues }) {
  const parts = [
    address.line1,
    address.line2,
    address.city,
    address.stateCode,
    address.postalCode,
    address.countryCode,
  ].filter((part) => part.trim());
  return <p className="card-entry__summary">{parts.join(', ')}</p>;
}
