import { DownIcon, UpIcon } from './markers.tsx';

/** The "N STOPS" row that folds a route's stops away and back (spec part 1 §2). */
export function StopsToggle({
  count,
  expanded,
  onToggle,
}: {
  count: number;
  expanded: boolean;
  onToggle(): void;
}) {
  return (
    <li className="route-row route-row--toggle">
      <button type="button" className="link-button" aria-expanded={expanded} onClick={onToggle}>
        {expanded ? <UpIcon /> : <DownIcon />}
        {`${count} STOPS`}
      </button>
    </li>
  );
}
