import { Trans } from '@lingui/react/macro';
import { cardBrandLabel, maskedCardNumber } from '@ride/domain';
import { useId, useState } from 'react';

export const NEW_CARD = 'new';

interface Props {
  cards: readonly { id: string; cardBrand: string; lastDigits: string }[];
  /** A saved card's id, or NEW_CARD. */
  selected: string;
  onSelect(id: string): void;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      className="payment-row__chevron icon--directional"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={open ? 'M6 15l6-6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The saved payment row (spec part 1 §2): brand, "****" + last digits and a chevron; it opens the
 * rider's saved cards and "Add a New Card" to choose from.
 */
export function PaymentRow({ cards, selected, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const card = cards.find((c) => c.id === selected);
  const shown = card
    ? { brand: cardBrandLabel(card.cardBrand), digits: maskedCardNumber(card.lastDigits) }
    : null;
  return (
    <section className="summary-card" aria-labelledby="payment-title">
      <div className="summary-card__head">
        <h2 id="payment-title" className="summary-card__title">
          <Trans>Payment</Trans>
        </h2>
      </div>
      <button
        type="button"
        className="payment-row"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">
          <Trans>Payment card:</Trans>{' '}
        </span>
        {shown ? (
          <>
            <span className="payment-row__brand">{shown.brand}</span>
            <span className="payment-row__digits">{shown.digits}</span>
          </>
        ) : (
          <span className="payment-row__brand">
            <Trans>New Card</Trans>
          </span>
        )}
        <Chevron open={open} />
      </button>
      <fieldset id={listId} className="choice-group payment-choices" hidden={!open}>
        <legend className="visually-hidden">
          <Trans>Choose how to pay</Trans>
        </legend>
        {cards.map((c) => {
          return (
            <label key={c.id} className="choice">
              <input
                type="radio"
                name="payment-card"
                checked={c.id === selected}
                onChange={() => {
                  onSelect(c.id);
                  setOpen(false);
                }}
              />
              {cardBrandLabel(c.cardBrand)} {maskedCardNumber(c.lastDigits)}
            </label>
          );
        })}
        <label className="choice">
          <input
            type="radio"
            name="payment-card"
            checked={selected === NEW_CARD}
            onChange={() => {
              onSelect(NEW_CARD);
              setOpen(false);
            }}
          />
          <Trans>Add a New Card</Trans>
        </label>
      </fieldset>
    </section>
  );
}
