/** One figure of the overview: its words, and its value large. */
export interface Figure {
  label: string;
  value: string;
}

/** A group of figures as a description list: each label is read with its value. */
export function OverviewNumbers({
  title,
  id,
  figures,
}: {
  title: string;
  id: string;
  figures: readonly Figure[];
}) {
  return (
    <section className="card overview-group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="overview-numbers">
        {figures.map((figure) => (
          <div key={figure.label} className="overview-number">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
