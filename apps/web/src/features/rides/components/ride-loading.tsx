import { ScreenTitle } from '../../../components/ui/screen-title.tsx';

/** The spinner a ride's screen shows while the ride loads. */
export function RideLoading() {
  return (
    <section className="screen">
      <ScreenTitle />
      <p role="status" className="rides-loading">
        <span className="rides-spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading the ride…</span>
      </p>
    </section>
  );
}
