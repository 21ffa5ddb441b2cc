import { ScreenTitle } from '../../components/ui/screen-title.tsx';

/** Stands in for a screen another part of the work delivers; says so rather than faking data. */
export default function ComingSoonScreen() {
  return (
    <section className="screen">
      <ScreenTitle />
      <p className="muted">This part of the app is coming soon.</p>
    </section>
  );
}
