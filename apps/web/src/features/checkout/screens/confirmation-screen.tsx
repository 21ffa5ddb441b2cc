import { Trans, useLingui } from '@lingui/react/macro';
import { priceChangeOf } from '../lib/price-change.ts';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useAuth } from '../../../stores/auth.ts';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { BOOKING_PATHS, PromoCodeField, Spinner, updateForm } from '../../booking/index.ts';
import { CardEntry, useSavedCards, type CardEntryHandle } from '../../payments/index.ts';
import { checkoutInterruption } from '../components/checkout-blocker.tsx';
import { ConfirmationBar } from '../components/confirmation-bar.tsx';
import { DriverNotesField } from '../components/driver-notes-field.tsx';
import { NEW_CARD, PaymentRow } from '../components/payment-row.tsx';
import { PriceChangedNotice } from '../components/price-changed-notice.tsx';
import { TripOverview } from '../components/trip-overview.tsx';
import { useCheckout } from '../hooks/use-checkout.ts';
import { useOneAtATime } from '../hooks/use-one-at-a-time.ts';
import { problemText } from '../lib/booking-error.ts';
import { GUEST_DETAILS_PATH } from '../lib/checkout-paths.ts';
import '../checkout.css';

/**
 * The booking confirmation step (/book/confirmation): the trip, how it is paid, notes to the
 * driver, a promo code and the bar that books it. Guests give their details and card on
 * /GuestPassengerDetails.
 */
export default function ConfirmationScreen() {
  const form = useBookingForm();
  const navigate = useNavigate();
  const { signedIn, session } = useAuth();
  const checkout = useCheckout(form);
  const { quote, problem } = checkout;
  const changing = form.reservationId !== null;
  const saved = useSavedCards(!signedIn || changing || checkout.booked !== null);
  const cardEntry = useRef<CardEntryHandle>(null);
  const once = useOneAtATime();
  const [choseNewCard, setChoseNewCard] = useState(false);
  // What the gateway or the server refused of a new card, shown in the bar.
  const [cardError, setCardError] = useState<string | null>(null);
  const { t } = useLingui();

  const interruption = checkoutInterruption(checkout, form.selectedVehicle !== null);
  if (interruption || !form.selectedVehicle) return interruption;

  const card =
    saved.cards.find((c) => c.id === form.defaultPaymentCardId) ??
    (choseNewCard ? null : (saved.cards[0] ?? null));
  const vehicleGone = quote.priced && !quote.loading && !quote.vehicle;
  // bookButtonLabel in English.
  const buttonLabel = form.reservationId ? t`UPDATE THIS TRIP` : t`BOOK THIS TRIP`;
  const riderName = signedIn && session ? `${session.firstName} ${session.lastName}`.trim() : null;
  // Why the last tap booked nothing, beside the button: a new card's failure comes through
  // CardEntry (which reloads the gateway's fields); a saved card's or a change's from the server.
  const bookingError =
    problem && problem.kind !== 'priceChanged' && (card || changing) ? problemText(problem) : null;
  const barError = card || changing ? bookingError : cardError;

  const onBook = () => {
    if (changing) {
      if (!checkout.ready) return;
      once(async () => {
        checkout.setProblem(null);
        await checkout.submitChange();
      });
      return;
    }
    if (!signedIn) return void navigate(GUEST_DETAILS_PATH);
    if (!checkout.ready || saved.fetching) return;
    const options = saved.cards[0] ? { firstCardId: saved.cards[0].id } : {};
    once(async () => {
      checkout.setProblem(null);
      if (card) {
        await checkout.submit({ savedPaymentId: card.id }, options);
        return;
      }
      // A new card: the gateway tokenizes it first (CardEntry shows what is missing or refused).
      const entered = await cardEntry.current?.tokenize();
      if (!entered) return;
      const outcome = await checkout.submit(
        {
          card: {
            ...entered.card,
            saveCard: entered.saveCard,
            saveAsDefaultBillingAddress: entered.saveAsDefaultBillingAddress,
          },
        },
        options,
      );
      if (outcome?.kind === 'problem' && outcome.problem.kind !== 'priceChanged') {
        cardEntry.current?.fail(problemText(outcome.problem), {
          humanCheckAgain: outcome.problem.kind === 'humanCheck',
        });
      }
    });
  };

  return (
    <section className="screen booking-step checkout">
      <ScreenTitle />
      <TripOverview
        form={form}
        vehicle={form.selectedVehicle}
        riderName={riderName}
        priceChange={priceChangeOf(form.selectedVehicle, quote)}
      />
      {changing && (
        <section className="summary-card" aria-labelledby="same-card-title">
          <h2 id="same-card-title" className="summary-card__title">
            <Trans>Payment</Trans>
          </h2>
          <p>
            <Trans>The changed ride stays on the card it was booked with.</Trans>
          </p>
        </section>
      )}
      {signedIn &&
        !changing &&
        (saved.fetching ? (
          <Spinner label={t`Loading your cards…`} />
        ) : (
          <PaymentRow
            cards={saved.cards}
            selected={card?.id ?? NEW_CARD}
            onSelect={(id) => {
              checkout.setProblem(null);
              setCardError(null);
              setChoseNewCard(id === NEW_CARD);
              updateForm({ defaultPaymentCardId: id });
            }}
          />
        ))}
      {signedIn && !changing && !saved.fetching && !card && (
        <section className="summary-card" aria-labelledby="new-card-title">
          <h2 id="new-card-title" className="summary-card__title">
            <Trans>Add a Credit Card</Trans>
          </h2>
          <CardEntry
            ref={cardEntry}
            requireHumanCheck={false}
            signedIn
            showSaveCard
            onGatewayError={setCardError}
          />
        </section>
      )}
      <DriverNotesField value={form.driverNotes} />
      <PromoCodeField
        key={form.promoCode}
        promoCode={form.promoCode}
        applied={quote.appliedPromoCode}
        error={quote.problem?.field === 'promoCode' ? quote.problem.message : null}
        onApply={(promoCode) => updateForm({ promoCode })}
      />
      {quote.unavailable && <FormBanner message={quote.unavailable} />}
      {quote.problem && quote.problem.field !== 'promoCode' && (
        <FormBanner message={quote.problem.message} />
      )}
      {vehicleGone && (
        <div role="alert" className="notice">
          <p>
            <Trans>This vehicle is no longer offered for your trip.</Trans>
          </p>
          <Link to={BOOKING_PATHS.vehicles}>
            <Trans>Choose a Vehicle</Trans>
          </Link>
        </div>
      )}
      {problem?.kind === 'priceChanged' && (
        <PriceChangedNotice
          amountInMinorUnits={problem.amountInMinorUnits}
          currencySymbol={quote.currencySymbol}
          currencyCode={quote.currencyCode}
          buttonLabel={buttonLabel}
        />
      )}
      <ConfirmationBar
        rates={quote.vehicle?.rates ?? []}
        currencySymbol={quote.currencySymbol}
        currencyCode={quote.currencyCode}
        reservationId={form.reservationId}
        disabled={!checkout.ready}
        busy={checkout.busy}
        onBook={onBook}
        error={barError}
      />
    </section>
  );
}
