import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STRIPE_FIELD_MESSAGES } from '@ride/domain';
import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { readPreloadedAppData } from '../../../lib/preload.ts';
import { useCardText } from '../lib/card-texts.ts';

type StripeField = keyof typeof STRIPE_FIELD_MESSAGES;
const FIELDS: StripeField[] = ['cardNumber', 'cardExpiry', 'cardCvc'];
const LABELS: Record<StripeField, MessageDescriptor> = {
  cardNumber: msg`Card Number`,
  cardExpiry: msg`MM/YY`,
  cardCvc: msg`CVV`,
};

export interface StripeCardFieldsHandle {
  /** Whether all three fields are complete; shows their messages otherwise. */
  check(): boolean;
  /** Stripe.js and the card number element, once loaded. */
  parts(): { stripe: Stripe; card: StripeCardNumberElement } | null;
}

/**
 * The card-token gateway's fields (Stripe Elements: number, expiry, CVC at 60/24/16), with
 * Stripe.js loaded only here. Incomplete fields say so in Stripe's words or spec part 2 §5's.
 */
export function StripeCardFields({
  stripeAccount,
  ref,
}: {
  stripeAccount: string;
  ref: Ref<StripeCardFieldsHandle>;
}) {
  const { t } = useLingui();
  const cardText = useCardText();
  const mounts = useRef<Record<StripeField, HTMLDivElement | null>>({
    cardNumber: null,
    cardExpiry: null,
    cardCvc: null,
  });
  const loaded = useRef<{ stripe: Stripe; card: StripeCardNumberElement } | null>(null);
  const complete = useRef<Record<StripeField, boolean>>({
    cardNumber: false,
    cardExpiry: false,
    cardCvc: false,
  });
  const [errors, setErrors] = useState<Partial<Record<StripeField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const publishableKey = readPreloadedAppData()?.stripePublishableKey ?? null;

  useEffect(() => {
    if (!publishableKey) return undefined;
    let live = true;
    const unmount: (() => void)[] = [];
    void import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) =>
        loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined),
      )
      .then((stripe) => {
        if (!live || !stripe) return;
        const elements = stripe.elements();
        const onChange = (field: StripeField) => (event: StripeElementChangeEvent) => {
          complete.current[field] = event.complete;
          setErrors((e) => ({ ...e, [field]: event.error?.message }));
        };
        const onBlur = (field: StripeField) => () =>
          setErrors((e) =>
            complete.current[field]
              ? e
              : { ...e, [field]: e[field] ?? STRIPE_FIELD_MESSAGES[field] },
          );
        const card = elements.create('cardNumber');
        const expiry = elements.create('cardExpiry');
        const cvc = elements.create('cardCvc');
        // One element at a time: each element type has its own overloads of on().
        const watch = (
          field: StripeField,
          element: {
            mount(node: HTMLElement): void;
            on(event: 'change', handler: (e: StripeElementChangeEvent) => void): unknown;
            on(event: 'blur', handler: () => void): unknown;
            destroy(): void;
          },
        ) => {
          const mount = mounts.current[field];
          if (mount) element.mount(mount);
          element.on('change', onChange(field));
          element.on('blur', onBlur(field));
          unmount.push(() => element.destroy());
        };
        watch('cardNumber', card as never);
        watch('cardExpiry', expiry as never);
        watch('cardCvc', cvc as never);
        loaded.current = { stripe, card };
      })
      .catch(() => live && setFailure(t`The card fields could not be loaded. Please try again.`));
    return () => {
      live = false;
      for (const run of unmount) run();
      loaded.current = null;
    };
    // The failure's words are those of the language when it happened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, stripeAccount]);

  useImperativeHandle(ref, () => ({
    check() {
      const missing = FIELDS.filter((field) => !complete.current[field]);
      setErrors((e) => {
        const next = { ...e };
        for (const field of missing) next[field] ??= STRIPE_FIELD_MESSAGES[field];
        return next;
      });
      return missing.length === 0;
    },
    parts: () => loaded.current,
  }));

  if (!publishableKey) {
    return (
      <p role="alert" className="field-error">
        <Trans>The stripe payment gateway is not configured</Trans>
      </p>
    );
  }
  return (
    <div className="card-row">
      {FIELDS.map((field) => (
        <div key={field} className={`field card-row__${field}`}>
          <span className="field-label" id={`stripe-${field}`}>
            {t(LABELS[field])}
          </span>
          <div
            ref={(node) => {
              mounts.current[field] = node;
            }}
            className="text-input stripe-element"
            aria-labelledby={`stripe-${field}`}
          />
          {errors[field] && <p className="field-error">{cardText(errors[field])}</p>}
        </div>
      ))}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
    </div>
  );
}
