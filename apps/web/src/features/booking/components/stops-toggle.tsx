import { DownIcon, UpIcon } from './markers.tsx';
import { useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  return (
    <li className="route-row route-row--toggle">
      <button type="button" className="link-button" aria-expanded={expanded} onClick={onToggle}>
        {expanded ? <UpIcon /> : <DownIcon />}
        {t`${count} STOPS`}
      </button>
    </li>
  );
}
