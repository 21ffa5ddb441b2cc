/**
 * The sandbox gateway's hosted card fields: runs inside the iframe the gateway serves, so card data
 * stays here and goes only to the gateway's own tokenize endpoint. Talks to the app by messages.
 */
import cardValidator from 'card-validator';
import {
  HOSTED_FIELDS_SOURCE,
  isHostedFieldsCommand,
  type HostedField,
  type HostedFieldsEvent,
} from '../../../../../../packages/domain/src/payments/hosted-fields.ts';

const FIELDS: Record<HostedField, string> = {
  cardNumber: 'card-number',
  expirationMonth: 'exp-month',
  expirationYear: 'exp-year',
  cvv: 'cvv',
};

const authKey = new URLSearchParams(location.search).get('authKey') ?? '';
const input = (field: HostedField) => document.getElementById(FIELDS[field]) as HTMLInputElement;
const value = (field: HostedField) => input(field).value.trim();

function post(event: HostedFieldsEvent): void {
  parent.postMessage(event, location.origin);
}

function validity(): Record<HostedField, boolean> {
  const number = cardValidator.number(value('cardNumber').replace(/\s/g, ''));
  return {
    cardNumber: number.isValid,
    expirationMonth: cardValidator.expirationMonth(value('expirationMonth')).isValid,
    expirationYear: cardValidator.expirationYear(value('expirationYear')).isValid,
    cvv: cardValidator.cvv(value('cvv'), number.card?.code.size ?? [3, 4]).isValid,
  };
}

function report(blurred?: HostedField): void {
  const fields = validity();
  for (const field of Object.keys(FIELDS) as HostedField[]) {
    const shown = input(field).dataset.touched === 'true';
    input(field).setAttribute('aria-invalid', String(shown && !fields[field]));
  }
  post({ source: HOSTED_FIELDS_SOURCE, type: 'validity', fields, ...(blurred ? { blurred } : {}) });
}

/** Groups the number in fours as it is typed (the card's own gaps where the type is known). */
function formatNumber(): void {
  const field = input('cardNumber');
  const digits = field.value.replace(/\D/g, '').slice(0, 19);
  const gaps = cardValidator.number(digits).card?.gaps ?? [4, 8, 12];
  let formatted = '';
  for (const [index, digit] of [...digits].entries()) {
    if (gaps.includes(index)) formatted += ' ';
    formatted += digit;
  }
  field.value = formatted;
}

async function tokenize(zip: string): Promise<void> {
  for (const field of Object.keys(FIELDS) as HostedField[]) input(field).dataset.touched = 'true';
  report();
  try {
    const response = await fetch('/payments/sandbox/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authKey,
        cardNumber: value('cardNumber'),
        expirationMonth: value('expirationMonth'),
        expirationYear: value('expirationYear'),
        cvv: value('cvv'),
        zip,
      }),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (response.ok) {
      post({
        source: HOSTED_FIELDS_SOURCE,
        type: 'tokenized',
        ...(answer as object),
      } as HostedFieldsEvent);
    } else {
      const message = (answer.error as { message?: string } | undefined)?.message;
      post({
        source: HOSTED_FIELDS_SOURCE,
        type: 'error',
        message: message ?? 'Error - The payment could not be processed.',
      });
    }
  } catch {
    post({
      source: HOSTED_FIELDS_SOURCE,
      type: 'error',
      message: 'Error - The payment gateway could not be reached.',
    });
  }
}

for (const field of Object.keys(FIELDS) as HostedField[]) {
  input(field).addEventListener('input', () => {
    if (field === 'cardNumber') formatNumber();
    report();
  });
  input(field).addEventListener('blur', () => {
    input(field).dataset.touched = 'true';
    report(field);
  });
}

window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== parent) return;
  if (isHostedFieldsCommand(event.data)) void tokenize(event.data.zip ?? '');
});

post({ source: HOSTED_FIELDS_SOURCE, type: 'ready' });
