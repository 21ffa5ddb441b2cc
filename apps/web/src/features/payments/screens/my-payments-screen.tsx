import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { DeleteSavedPaymentMutation } from '../api/saved-cards.ts';
import { CardBrandIcon } from '../components/card-brand-icon.tsx';
import { useSavedCards } from '../hooks/use-saved-cards.ts';
import { cardLabel, cardSubtitle } from '../lib/card-label.ts';
import '../components/payments.css';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';

const deleteDocument = asDocument(DeleteSavedPaymentMutation);

/** /my-payments (spec part 2 §2): the saved cards, Edit/Done with a confirmed delete per row. */
export default function MyPaymentsScreen() {
  const { t } = useLingui();
  const deleteLabel = (name: string) => t`Delete ${name}`;
  const deleteQuestion = (name: string) => t`Delete ${name}?`;
  const client = useClient();
  const { cards, fetching, error, refetch } = useSavedCards();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(id: string) {
    if (deleting) return;
    setDeleting(id);
    setFailure(null);
    const result = await client.mutation(deleteDocument, { input: { id } }).toPromise();
    setDeleting(null);
    setConfirming(null);
    if (result.error) setFailure(t`The card could not be deleted. Please try again.`);
    refetch();
  }

  return (
    <section className="screen">
      <ScreenTitle />
      {cards.length > 0 && (
        <div className="payments-toolbar">
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={editing}
            onClick={() => {
              setEditing((e) => !e);
              setConfirming(null);
            }}
          >
            {editing ? t`Done` : t`Edit`}
          </button>
        </div>
      )}
      <LoadState fetching={fetching} error={error} what={t`your cards`} onRetry={refetch} />
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      {!fetching && !error && cards.length === 0 && (
        <div className="form-status">
          <p className="form-status__title">
            <Trans>No Saved Cards</Trans>
          </p>
          <p>
            <Trans>Add a card to pay for your rides faster.</Trans>
          </p>
        </div>
      )}
      {cards.length > 0 && (
        <ul className="saved-cards" aria-label={t`Saved cards`}>
          {cards.map((card) => (
            <li key={card.id} className="saved-card">
              <CardBrandIcon brand={card.cardBrand} />
              <div className="saved-card__text">
                <p className="saved-card__title">{cardLabel(card)}</p>
                <p className="saved-card__subtitle">{cardSubtitle(card)}</p>
              </div>
              {editing && confirming !== card.id && (
                <DeleteButton
                  label={deleteLabel(cardLabel(card))}
                  onClick={() => setConfirming(card.id)}
                />
              )}
              {editing && confirming === card.id && (
                <div
                  className="saved-card__actions"
                  role="group"
                  aria-label={deleteQuestion(cardLabel(card))}
                >
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setConfirming(null)}
                  >
                    <Trans>Cancel</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button--primary"
                    aria-busy={deleting === card.id}
                    onClick={() => void remove(card.id)}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to="/my-payments/addNew" className="button button--primary button--block">
        <Trans>Add a Credit Card</Trans>
      </Link>
    </section>
  );
}
