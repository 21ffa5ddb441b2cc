import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useCompany } from '../../../stores/company.ts';
import { NotTrackable } from '../components/not-trackable.tsx';
import { TrackedRide } from '../components/tracked-ride.tsx';
import '../tracking.css';

/**
 * /tracking?id=&td= (spec part 2 §2): the driver of one ride on the map, public. Signed in, the
 * rider's own ride; with the hash (td) of its shared link, that ride without a sign-in.
 */
export default function TrackingScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const hash = params.get('td') || null;
  const { coid } = useCompany();
  if (!id) {
    return (
      <section className="screen tracking">
        <ScreenTitle />
        <NotTrackable />
      </section>
    );
  }
  // Keyed by the ride, so another ride starts from a clean slate (its own kept position).
  return <TrackedRide key={`${id}:${hash ?? ''}`} args={{ id, hash, coid }} showEta />;
}
