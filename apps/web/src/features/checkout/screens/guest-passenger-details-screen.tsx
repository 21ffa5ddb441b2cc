import { Trans } from '@lingui/react/macro';
import { bookButtonLabel, guestBookingFields, isMobileUserAgent } from '@ride/domain';
import { useRef, type FormEvent, useState } from 'react';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { CardEntry, useDefaultGateway, type CardEntryHandle } from '../../payments/index.ts';
import { checkoutInterruption } from '../components/checkout-blocker.tsx';
import { ConfirmationBar } from '../components/confirmation-bar.tsx';
import { GuestContactFields } from '../components/guest-contact-fields.tsx';
import { PriceChangedNotice } from '../components/price-changed-notice.tsx';
import { useCheckout } from '../hooks/use-checkout.ts';
import { GUEST_FIELD_ORDER, useGuestContact } from '../hooks/use-guest-contact.ts';
import { useOneAtATime } from '../hooks/use-one-at-a-time.ts';
import { problemText } from '../lib/booking-error.ts';
import '../checkout.css';

const FORM_ID = 'guest-form';
const FIELD_IDS = {
  firstName: 'guest-firstName',
  lastName: 'guest-lastName',
  emailAddress: 'guest-emailAddress',
  phoneNumber: 'guest-phone',
  password: 'guest-password',
  phoneNumberCountryCode: 'guest-phone-country',
} as const;
/** The human check comes before the card fields for these gateway kinds (spec part 2 §2). */
const CHECKED_GATEWAYS = new Set(['fs', 'stripe']);

/**
 * Guest checkout (/GuestPassengerDetails): contact information, the optional registration, the
 * card and billing address, then the booking. Everything entered stays when a payment fails
 * (but the gateway's own card fields, which load afresh), and the failure shows in the bar.
 */
export default function GuestPassengerDetailsScreen() {
  const form = useBookingForm();
  const company = useCompany();
  const registrationAllowed = company.isCreateAccountAllowed;
  const contact = useGuestContact(registrationAllowed);
  const checkout = useCheckout(form);
  const { quote, problem } = checkout;
  const { gateway } = useDefaultGateway();
  const cardEntry = useRef<CardEntryHandle>(null);
  const once = useOneAtATime();
  const [textUpdates, setTextUpdates] = useState(true);
  // What the gateway or the server refused, shown in the bar beside BOOK THIS TRIP.
  const [paymentError, setPaymentError] = useState<string | null>(null);

  const interruption = checkoutInterruption(checkout, form.selectedVehicle !== null);
  if (interruption) return interruption;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    contact.attempt();
    const first = GUEST_FIELD_ORDER.find((field) => contact.errors[field] !== undefined);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    if (!checkout.ready) return;
    once(async () => {
      checkout.setProblem(null);
      const entered = await cardEntry.current?.tokenize();
      if (!entered) return;
      const outcome = await checkout.submit(
        { card: entered.card },
        { guest: guestBookingFields(contact.values, registrationAllowed, textUpdates) },
      );
      if (outcome?.kind !== 'problem') return;
      if (outcome.problem.kind === 'duplicateEmail') contact.markTaken();
      if (outcome.problem.kind !== 'priceChanged') {
        cardEntry.current?.fail(problemText(outcome.problem), {
          humanCheckAgain: outcome.problem.kind === 'humanCheck',
        });
      }
    });
  };

  const padded = isMobileUserAgent(navigator.userAgent) && contact.shown.password !== undefined;
  return (
    <section className={`screen booking-step checkout${padded ? ' checkout--padded' : ''}`}>
      <ScreenTitle />
      <form id={FORM_ID} className="guest-form form-stack" noValidate onSubmit={onSubmit}>
        <GuestContactFields
          contact={contact}
          registrationAllowed={registrationAllowed}
          textUpdates={textUpdates}
          onTextUpdates={setTextUpdates}
        />
        <fieldset className="form-stack">
          <legend>
            <Trans>Payment</Trans>
          </legend>
          {gateway ? (
            <CardEntry
              ref={cardEntry}
              requireHumanCheck={CHECKED_GATEWAYS.has(gateway.shortCode)}
              signedIn={false}
              onGatewayError={setPaymentError}
            />
          ) : (
            <p className="muted">Loading the payment form…</p>
          )}
        </fieldset>
      </form>
      {quote.problem && <FormBanner message={quote.problem.message} />}
      {problem?.kind === 'priceChanged' && (
        <PriceChangedNotice
          amountInMinorUnits={problem.amountInMinorUnits}
          currencySymbol={quote.currencySymbol}
          currencyCode={quote.currencyCode}
          buttonLabel={bookButtonLabel(form.reservationId)}
        />
      )}
      <ConfirmationBar
        rates={quote.vehicle?.rates ?? []}
        currencySymbol={quote.currencySymbol}
        currencyCode={quote.currencyCode}
        reservationId={form.reservationId}
        disabled={contact.disabled || !checkout.ready}
        busy={checkout.busy}
        form={FORM_ID}
        error={paymentError}
      />
    </section>
  );
}
