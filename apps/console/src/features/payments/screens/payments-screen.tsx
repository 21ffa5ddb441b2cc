import { t, msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import type { PaymentGatewayKind } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';

const settingsDocument = graphql(`
  query consolePaymentGateway {
    paymentGatewaySettings {
      kind
      credentialsSet
      last4
    }
  }
`);

const saveDocument = graphql(`
  mutation consoleSavePaymentGateway($input: PaymentGatewayInput!) {
    savePaymentGateway(input: $input) {
      kind
      credentialsSet
      last4
    }
  }
`);

const KINDS: { kind: PaymentGatewayKind; label: MessageDescriptor | string }[] = [
  { kind: 'SANDBOX', label: msg`Sandbox (test cards, no money moves)` },
  // The gateways' own names.
  { kind: 'STRIPE', label: 'Stripe' },
  { kind: 'CENTURY', label: 'Century' },
  { kind: 'SQUARE', label: 'Square' },
  { kind: 'VS', label: 'Visa' },
];

/** The payment gateway and its credentials: write-only, never shown back, never pre-filled. */
export function PaymentsScreen() {
  const [{ data, error, fetching }] = useQuery({ query: settingsDocument });
  const settings = data?.paymentGatewaySettings;
  if (fetching && !settings) return <p role="status">{t`Loading…`}</p>;
  if (!settings) return <p role="alert">{errorMessage(error)}</p>;
  return (
    <>
      <h1>{t`Payments`}</h1>
      <GatewayForm current={settings} />
    </>
  );
}

interface Settings {
  kind: PaymentGatewayKind;
  credentialsSet: boolean;
  last4?: string | null | undefined;
}

function GatewayForm({ current }: { current: Settings }) {
  const id = useId();
  const [kind, setKind] = useState<PaymentGatewayKind>(current.kind);
  const [secretKey, setSecretKey] = useState('');
  const [publishableKey, setPublishableKey] = useState('');
  const { result, saved, save, clearSaved } = useSavedSetting(saveDocument);
  const shown = result.data?.savePaymentGateway ?? current;
  const badField = errorField(result.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearSaved();
    await save({
      input: {
        kind,
        ...(secretKey ? { secretKey } : {}),
        ...(publishableKey ? { publishableKey } : {}),
      },
    });
    // The typed keys leave the page whatever the answer: they are never shown back.
    setSecretKey('');
    setPublishableKey('');
  }

  const last4 = shown.last4;
  const status =
    shown.kind === kind
      ? shown.kind === 'SANDBOX'
        ? t`The sandbox needs no credentials.`
        : shown.credentialsSet
          ? last4
            ? t`Credentials set, ending in ${last4}.`
            : t`Credentials set.`
          : t`Credentials not set: riders cannot pay until they are.`
      : t`Not saved yet.`;
  const described = (field: string) => (badField === field ? `${id}-error` : `${id}-${field}-hint`);

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t`Gateway`}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value as PaymentGatewayKind)}
        >
          {KINDS.map((option) => (
            <option key={option.kind} value={option.kind}>
              {typeof option.label === 'string' ? option.label : i18n._(option.label)}
            </option>
          ))}
        </select>
        <p className="hint" id={`${id}-status`}>
          {status}
        </p>
      </div>
      {kind !== 'SANDBOX' ? (
        <div className="field">
          <label htmlFor={`${id}-secretKey`}>
            {kind === 'STRIPE' ? t`Secret key` : t`API key`}
          </label>
          <input
            id={`${id}-secretKey`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={secretKey}
            onChange={(event) => setSecretKey(event.target.value)}
            aria-invalid={badField === 'secretKey' ? true : undefined}
            aria-describedby={described('secretKey')}
          />
          <p className="hint" id={`${id}-secretKey-hint`}>
            {t`Write-only: leave empty to keep the stored key.`}
          </p>
        </div>
      ) : null}
      {kind === 'STRIPE' ? (
        <div className="field">
          <label htmlFor={`${id}-publishableKey`}>{t`Publishable key`}</label>
          <input
            id={`${id}-publishableKey`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={publishableKey}
            onChange={(event) => setPublishableKey(event.target.value)}
            aria-invalid={badField === 'publishableKey' ? true : undefined}
            aria-describedby={described('publishableKey')}
          />
          <p className="hint" id={`${id}-publishableKey-hint`}>
            {t`Starts with pk_. Leave empty to keep the stored key.`}
          </p>
        </div>
      ) : null}
      {result.error ? (
        <p role="alert" className="form-error" id={`${id}-error`}>
          {errorMessage(result.error)}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="form-ok">
          {t`Saved. Riders use it from their next visit.`}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {result.fetching ? t`Saving…` : t`Save`}
        </button>
      </div>
    </form>
  );
}
