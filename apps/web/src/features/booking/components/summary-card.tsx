import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

interface Props {
  id: string;
  title: string;
  /** Where EDIT leads; no EDIT link without it. */
  editTo?: string | undefined;
  /** Completes the EDIT link's name for screen readers, e.g. "route". */
  editWhat: string;
  children: ReactNode;
}

/** A titled summary of an earlier step, with an optional EDIT link back to it. */
export function SummaryCard({ id, title, editTo, editWhat, children }: Props) {
  return (
    <section className="summary-card" aria-labelledby={id}>
      <div className="summary-card__head">
        <h2 id={id} className="summary-card__title">
          {title}
        </h2>
        {editTo && (
          <Link className="edit-link" to={editTo}>
            <Trans>
              EDIT<span className="visually-hidden"> {editWhat}</span>
            </Trans>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
