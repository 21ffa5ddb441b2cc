import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { formatMoney, formatNumber, intlLocale } from '../../../lib/format.ts';
import { NAV_ITEMS } from '../../../app/routes/route-table.tsx';
import { LiveBadge } from '../../dispatch/index.ts';
import { NeedsDriverList } from '../components/needs-driver-list.tsx';
import { OverviewNumbers } from '../components/overview-numbers.tsx';
import { useOverview } from '../hooks/use-overview.ts';
import '../overview.css';

/** A YYYY-MM-DD day in words: "Tuesday, June 2". */
const dayInWords = (date: string) =>
  new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The console's first screen: today's numbers, live, then where each setting lives. */
export function HomeScreen() {
  const viewer = useConsoleViewer();
  const { i18n, t } = useLingui();
  const { overview, live, loading, error } = useOverview();
  const sections = NAV_ITEMS.filter(
    (item) => item.path !== '/' && item.roles.includes(viewer.role),
  );
  return (
    <>
      <div className="overview-heading">
        <h1>{viewer.company.name}</h1>
        <LiveBadge status={live} />
      </div>
      {loading ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {overview ? (
        <>
          <p>
            <Trans>
              Today, {dayInWords(overview.date)} ({overview.timeZone}).
            </Trans>{' '}
            <Link to="/dispatch">
              <Trans>Open the dispatch board</Trans>
            </Link>
          </p>
          <div className="overview-grid">
            <OverviewNumbers
              id="overview-rides"
              title={t`Today's rides`}
              figures={[
                { label: t`Unassigned`, value: formatNumber(overview.unassigned) },
                { label: t`Assigned`, value: formatNumber(overview.assigned) },
                { label: t`Under way`, value: formatNumber(overview.underWay) },
                { label: t`Done`, value: formatNumber(overview.done) },
              ]}
            />
            <OverviewNumbers
              id="overview-drivers"
              title={t`Drivers`}
              figures={[
                { label: t`On duty today`, value: formatNumber(overview.driversOnDuty) },
                { label: t`Driving now`, value: formatNumber(overview.driversDriving) },
              ]}
            />
            <OverviewNumbers
              id="overview-money"
              title={t`Money today`}
              figures={[
                {
                  label: t`Captured`,
                  value: formatMoney(overview.capturedMinor, overview.currency),
                },
                { label: t`Still held`, value: formatMoney(overview.heldMinor, overview.currency) },
              ]}
            />
          </div>
          <NeedsDriverList
            rides={overview.needsDriver}
            timeZone={overview.timeZone}
            now={Date.now()}
          />
        </>
      ) : null}
      <h2>
        <Trans>Console sections</Trans>
      </h2>
      <p>
        <Trans>
          Signed in as {viewer.email} ({viewer.role}). Riders open the app at{' '}
          <a href={`/?coid=${encodeURIComponent(viewer.company.coid)}`}>
            /?coid={viewer.company.coid}
          </a>
          .
        </Trans>
      </p>
      <ul className="section-list">
        {sections.map((item) => (
          <li key={item.path}>
            <Link to={item.path}>{i18n._(item.label)}</Link>
            <span> — {i18n._(item.description)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
