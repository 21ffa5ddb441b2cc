import { useLingui } from '@lingui/react/macro';
import {
  APP_SOURCE,
  HOSTED_FIELD_MESSAGES,
  isHostedFieldsEvent,
  type HostedField,
  type HostedFieldsCommand,
  type HostedTokenization,
} from '@ride/domain';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useCardText } from '../lib/card-texts.ts';

export type HostedOutcome = { ok: true; card: HostedTokenization } | { ok: false; error: string };

export interface HostedCardFieldsHandle {
  /** Whether every hosted field holds a valid value; shows the messages of those that do not. */
  check(): boolean;
  /** Hands the card to the gateway inside the iframe; resolves with its token or its error. */
  tokenize(zip: string): Promise<HostedOutcome>;
}

const FIELDS: HostedField[] = ['cardNumber', 'expirationMonth', 'expirationYear', 'cvv'];
const NONE_VALID: Record<HostedField, boolean> = {
  cardNumber: false,
  expirationMonth: false,
  expirationYear: false,
  cvv: false,
};
const TOKENIZE_TIMEOUT_MS = 30_000;

/**
 * The hosted gateway's card fields (spec part 2 §2 and §7): an iframe the gateway serves with
 * the authorization key; the card stays inside it and the app only hears the messages of
 * packages/domain/src/payments/hosted-fields.ts (per-field validity, the token, an error).
 */
export function HostedCardFields({ url, ref }: { url: string; ref: Ref<HostedCardFieldsHandle> }) {
  const { t } = useLingui();
  const cardText = useCardText();
  const frame = useRef<HTMLIFrameElement>(null);
  const [validity, setValidity] = useState(NONE_VALID);
  const [shown, setShown] = useState<Partial<Record<HostedField, true>>>({});
  const [ready, setReady] = useState(false);
  const pending = useRef<((outcome: HostedOutcome) => void) | null>(null);
  const validityNow = useRef(NONE_VALID);
  const origin = new URL(url, location.href).origin;

  useEffect(() => {
    setReady(false);
    setShown({});
    setValidity(NONE_VALID);
    validityNow.current = NONE_VALID;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (!isHostedFieldsEvent(data)) return;
      if (data.type === 'ready') setReady(true);
      else if (data.type === 'validity') {
        validityNow.current = data.fields;
        setValidity(data.fields);
        const blurred = data.blurred;
        if (blurred) setShown((s) => ({ ...s, [blurred]: true }));
      } else if (data.type === 'tokenized') {
        pending.current?.({
          ok: true,
          card: { gatewayResponse: data.gatewayResponse, requestDetails: data.requestDetails },
        });
        pending.current = null;
      } else {
        pending.current?.({ ok: false, error: data.message });
        pending.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, origin]);

  useImperativeHandle(ref, () => ({
    check() {
      setShown({ cardNumber: true, expirationMonth: true, expirationYear: true, cvv: true });
      return FIELDS.every((field) => validityNow.current[field]);
    },
    tokenize(zip) {
      const target = frame.current?.contentWindow;
      if (!target || !ready) {
        const error = `Error - ${t`The card fields are still loading.`}`;
        return Promise.resolve({ ok: false, error });
      }
      return new Promise<HostedOutcome>((resolve) => {
        const timer = setTimeout(() => {
          pending.current = null;
          resolve({ ok: false, error: `Error - ${t`The payment gateway did not answer.`}` });
        }, TOKENIZE_TIMEOUT_MS);
        pending.current = (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        };
        const command: HostedFieldsCommand = { source: APP_SOURCE, type: 'tokenize', zip };
        target.postMessage(command, origin);
      });
    },
  }));

  const messages = FIELDS.filter((field) => shown[field] && !validity[field]).map((field) =>
    cardText(HOSTED_FIELD_MESSAGES[field]),
  );
  return (
    <div className="hosted-fields">
      <iframe
        ref={frame}
        src={url}
        title={t`Card details`}
        className="hosted-fields__frame"
        onLoad={() => frame.current?.removeAttribute('aria-busy')}
        aria-busy="true"
      />
      <div aria-live="polite" className="hosted-fields__messages">
        {messages.map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
