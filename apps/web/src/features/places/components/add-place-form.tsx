import { Trans, useLingui } from '@lingui/react/macro';
import { savedPlaceNameError, SAVED_PLACE_TYPES, type SavedPlaceType } from '@ride/domain';
import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { AddFavoritePlaceMutation } from '../api/saved-places.ts';
import { PLACE_TYPE_LABELS, saveFailureMessage } from '../lib/place-types.ts';
import { PlaceSearchStep, type ChosenPlace } from './place-search-step.tsx';

const addDocument = asDocument(AddFavoritePlaceMutation);

interface Props {
  onSaved(name: string): void;
  onCancel(): void;
}

/** Add Place: search an address, then name it and say whether it is Home, Work or Other. */
export function AddPlaceForm({ onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const client = useClient();
  const sending = useRef(false);
  const [chosen, setChosen] = useState<ChosenPlace | null>(null);
  const [name, setName] = useState('');
  const [type, setType] = useState<SavedPlaceType>('OTHER');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const nameError = savedPlaceNameError(name);

  async function save() {
    setShowErrors(true);
    if (!chosen || nameError || sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure('');
    const result = await client
      .mutation(
        addDocument,
        { input: { name: name.trim(), type, placeId: chosen.placeId } },
        idempotentContext(),
      )
      .toPromise();
    sending.current = false;
    setBusy(false);
    if (result.data?.addFavoritePlace) onSaved(result.data.addFavoritePlace.name);
    else if (result.error) setFailure(saveFailureMessage(result.error));
  }

  const address = chosen?.mainText ?? '';
  return (
    <section className="add-place" aria-labelledby="add-place-title">
      <h2 id="add-place-title" className="add-place__title">
        <Trans>Add Place</Trans>
      </h2>
      {!chosen ? (
        <PlaceSearchStep
          onCancel={onCancel}
          onChoose={(place) => {
            setChosen(place);
            if (name.trim() === '') setName(place.mainText);
          }}
        />
      ) : (
        <form
          className="form-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="chosen-place">
            <div className="chosen-place__text">
              <p className="chosen-place__label">
                <Trans>Address</Trans>
              </p>
              <p className="chosen-place__main">{chosen.mainText}</p>
              {chosen.secondaryText && <p className="muted">{chosen.secondaryText}</p>}
            </div>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t`Change the address ${address}`}
              onClick={() => {
                setChosen(null);
                setFailure('');
              }}
            >
              <Trans>Change</Trans>
            </button>
          </div>
          <TextField
            label={t`Name`}
            autoComplete="off"
            // The name is what the rider does next.
            autoFocus
            required
            value={name}
            error={showErrors ? nameError : undefined}
            onValue={setName}
            onBlur={() => setShowErrors(true)}
          />
          <fieldset className="place-types">
            <legend>
              <Trans>Type</Trans>
            </legend>
            {SAVED_PLACE_TYPES.map((option) => (
              <label
                key={option}
                className={
                  option === type
                    ? 'place-types__option place-types__option--on'
                    : 'place-types__option'
                }
              >
                <input
                  type="radio"
                  name="place-type"
                  value={option}
                  checked={option === type}
                  onChange={() => setType(option)}
                />
                {t(PLACE_TYPE_LABELS[option])}
              </label>
            ))}
          </fieldset>
          <div role="alert">{failure && <p className="field-error">{failure}</p>}</div>
          <SubmitButton label={t`Save Place`} disabled={Boolean(nameError)} busy={busy} />
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={onCancel}
          >
            <Trans>Cancel</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
