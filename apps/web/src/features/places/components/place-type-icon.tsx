import type { SavedPlaceType } from '@ride/domain';

const PATHS: Record<SavedPlaceType, string> = {
  HOME: 'M4 11 12 4l8 7v9h-5v-6H9v6H4z',
  WORK: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  OTHER:
    'M12 21s-6-6.2-6-11a6 6 0 0 1 12 0c0 4.8-6 11-6 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
};

/** The round icon of a saved place's type; decorative, the type is also written out. */
export function PlaceTypeIcon({ type }: { type: SavedPlaceType }) {
  return (
    <span className="place-type-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path
          d={PATHS[type]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
