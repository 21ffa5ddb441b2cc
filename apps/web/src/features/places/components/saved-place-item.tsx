import { Trans, useLingui } from '@lingui/react/macro';
import { savedPlaceAddress } from '@ride/domain';
import { PLACE_TYPE_LABELS, placeTypeOf } from '../lib/place-types.ts';
import { PlaceTypeIcon } from './place-type-icon.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';

export interface SavedPlace {
  id: string;
  name: string;
  type: string;
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  postalCode: string;
}

interface Props {
  place: SavedPlace;
  confirming: boolean;
  deleting: boolean;
  onAskDelete(): void;
  onCancelDelete(): void;
  onDelete(): void;
}

/** One saved place: its type, name and address, and a delete that asks first. */
export function SavedPlaceItem({ place, confirming, deleting, ...actions }: Props) {
  const { t } = useLingui();
  const type = placeTypeOf(place.type);
  const name = place.name;
  return (
    <li className="saved-place">
      <PlaceTypeIcon type={type} />
      <div className="saved-place__text">
        <p className="saved-place__name">{place.name}</p>
        <p className="saved-place__detail">
          <span className="saved-place__type">{t(PLACE_TYPE_LABELS[type])}</span>
          {savedPlaceAddress(place)}
        </p>
      </div>
      {!confirming && <DeleteButton label={t`Delete ${name}`} onClick={actions.onAskDelete} />}
      {confirming && (
        <div className="saved-place__confirm" role="group" aria-label={t`Delete ${name}?`}>
          <p className="saved-place__question">
            <Trans>Delete this place?</Trans>
          </p>
          <button
            type="button"
            className="button button--secondary"
            // The question replaced the button that asked it: the rider lands on the safe answer.
            autoFocus
            onClick={actions.onCancelDelete}
          >
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-busy={deleting}
            onClick={actions.onDelete}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
