import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { DeleteFavoritePlaceMutation } from '../api/saved-places.ts';
import { AddPlaceForm } from '../components/add-place-form.tsx';
import { SavedPlaceItem } from '../components/saved-place-item.tsx';
import { useSavedPlaces } from '../hooks/use-saved-places.ts';
import '../components/places.css';
import '../../../components/ui/forms.css';

const deleteDocument = asDocument(DeleteFavoritePlaceMutation);

/** /my-places (spec part 2 §2): the rider's saved places, Add Place, and a confirmed delete. */
export default function MyPlacesScreen() {
  const { t } = useLingui();
  const client = useClient();
  const { places, fetching, error, loaded, refetch } = useSavedPlaces();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  function announce(text: string) {
    setNotice(text);
    // The control the rider used is gone (the form closed, the row left): focus the outcome.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  async function remove(id: string, name: string) {
    if (deleting) return;
    setDeleting(id);
    setFailure('');
    const result = await client.mutation(deleteDocument, { input: { id } }).toPromise();
    setDeleting(null);
    setConfirming(null);
    if (result.error) setFailure(t`The place could not be deleted. Please try again.`);
    else announce(t`${name} was deleted.`);
    refetch();
  }

  return (
    <section className="screen my-places">
      <ScreenTitle />
      <p ref={noticeRef} role="status" className="places-notice" tabIndex={-1}>
        {notice}
      </p>
      {adding ? (
        <AddPlaceForm
          onCancel={() => setAdding(false)}
          onSaved={(name) => {
            setAdding(false);
            announce(t`${name} was added to your places.`);
            refetch();
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => {
            setAdding(true);
            setNotice('');
            setConfirming(null);
          }}
        >
          <Trans>Add Place</Trans>
        </button>
      )}
      <LoadState fetching={fetching} error={error} what={t`your places`} onRetry={refetch} />
      <div role="alert">{failure && <p className="field-error">{failure}</p>}</div>
      {loaded && places.length === 0 && (
        <p className="places-empty">
          <Trans>No saved addresses found</Trans>
        </p>
      )}
      {places.length > 0 && (
        <ul className="saved-places" aria-label={t`Saved places`}>
          {places.map((place) => (
            <SavedPlaceItem
              key={place.id}
              place={place}
              confirming={confirming === place.id}
              deleting={deleting === place.id}
              onAskDelete={() => setConfirming(place.id)}
              onCancelDelete={() => setConfirming(null)}
              onDelete={() => void remove(place.id, place.name)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
