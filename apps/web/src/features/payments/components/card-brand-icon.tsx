import { cardBrandLabel } from '@ride/domain';
import './payments.css';

/** Brand colours and marks; the default is a plain card. */
const MARKS: Record<string, { text: string; background: string; color: string }> = {
  VISA: { text: 'VISA', background: '#1a1f71', color: '#ffffff' },
  MASTER_CARD: { text: 'MC', background: '#eb001b', color: '#ffffff' },
  DISCOVER_CARD: { text: 'DISC', background: '#e55c20', color: '#ffffff' },
  AMERICAN_EXPRESS: { text: 'AMEX', background: '#006fcf', color: '#ffffff' },
  DINNER_CLUB: { text: 'DC', background: '#004a97', color: '#ffffff' },
};

/** The card brand in a 36 px circle (spec part 2 §2), named for screen readers. */
export function CardBrandIcon({ brand }: { brand: string }) {
  const mark = MARKS[brand];
  return (
    <span
      className="card-brand-icon"
      role="img"
      aria-label={cardBrandLabel(brand)}
      style={mark ? { background: mark.background, color: mark.color } : undefined}
    >
      {mark ? (
        <span aria-hidden="true">{mark.text}</span>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <rect
            x="2"
            y="5"
            width="20"
            height="14"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M2 10h20" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </span>
  );
}
