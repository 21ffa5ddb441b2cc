import { Link } from 'react-router';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { formatMoney } from '../../../lib/format.ts';
import { NAV_ITEMS } from '../../../app/routes/route-table.tsx';
import { LiveBadge } from '../../dispatch/index.ts';
import { NeedsDriverList } from '../components/needs-driver-list.tsx';
import { OverviewNumbers } from '../components/overview-numbers.tsx';
import { useOverview } from '../hooks/use-overview.ts';
import '../overview.css';

/** A YYYY-MM-DD day in words: "Tuesday, June 2". */
const dayInWords = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The console's first screen: today's numbers, live, then where each setting lives. */
export function HomeScreen() {
  const viewer = useConsoleViewer();
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
      {loading ? <p role="status">Loading…</p> : null}
      {error ? <p role="alert">{error}</p> : null}
      {overview ? (
        <>
          <p>
            Today, {dayInWords(overview.date)} ({overview.timeZone}).{' '}
            <Link to="/dispatch">Open the dispatch board</Link>
          </p>
          <div className="overview-grid">
            <OverviewNumbers
              id="overview-rides"
              title="Today's rides"
              figures={[
                { label: 'Unassigned', value: String(overview.unassigned) },
                { label: 'Assigned', value: String(overview.assigned) },
                { label: 'Under way', value: String(overview.underWay) },
                { label: 'Done', value: String(overview.done) },
              ]}
            />
            <OverviewNumbers
              id="overview-drivers"
              title="Drivers"
              figures={[
                { label: 'On duty today', value: String(overview.driversOnDuty) },
                { label: 'Driving now', value: String(overview.driversDriving) },
              ]}
            />
            <OverviewNumbers
              id="overview-money"
              title="Money today"
              figures={[
                {
                  label: 'Captured',
                  value: formatMoney(overview.capturedMinor, overview.currency),
                },
                { label: 'Still held', value: formatMoney(overview.heldMinor, overview.currency) },
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
      <h2>Console sections</h2>
      <p>
        Signed in as {viewer.email} ({viewer.role}). Riders open the app at{' '}
        <a href={`/?coid=${encodeURIComponent(viewer.company.coid)}`}>
          /?coid={viewer.company.coid}
        </a>
        .
      </p>
      <ul className="section-list">
        {sections.map((item) => (
          <li key={item.path}>
            <Link to={item.path}>{item.label}</Link>
            <span> — {item.description}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
