import { ScreenTitle } from '../../components/ui/screen-title.tsx';
import { Trans } from '@lingui/react/macro';

/** Stands in for a screen another part of the work delivers; says so rather than faking data. */
export default function ComingSoonScreen() {
  return (
    <section className="screen">
      <ScreenTitle />
      <p className="muted">
        <Trans>This part of the app is coming soon.</Trans>
      </p>
    </section>
  );
}
