import { Link } from 'react-router';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { NAV_ITEMS } from '../../../app/routes/route-table.tsx';

/** The console's first screen: where each setting lives. */
export function HomeScreen() {
  const viewer = useConsoleViewer();
  const sections = NAV_ITEMS.filter(
    (item) => item.path !== '/' && item.roles.includes(viewer.role),
  );
  return (
    <>
      <h1>{viewer.company.name}</h1>
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
