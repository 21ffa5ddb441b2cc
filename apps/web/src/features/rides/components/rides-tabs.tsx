import { useLingui } from '@lingui/react/macro';
import { RIDES_TABS, type RidesTab } from '../lib/rides-tab.ts';

interface Props {
  tab: RidesTab;
  onChange(tab: RidesTab): void;
}

/** Upcoming and Past (spec part 2 §2): one list below, so they are toggle buttons, not tabs. */
export function RidesTabs({ tab, onChange }: Props) {
  const { t } = useLingui();
  return (
    <div className="rides-tabs" role="group" aria-label={t`Rides`}>
      {RIDES_TABS.map((entry) => (
        <button
          key={entry.tab}
          type="button"
          className="rides-tabs__tab"
          aria-pressed={tab === entry.tab}
          onClick={() => onChange(entry.tab)}
        >
          {t(entry.label)}
        </button>
      ))}
    </div>
  );
}
