import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** EDIT beside a section of a ride that may be changed: loads the ride, then opens the step. */
export function EditLink({ to, what, onEdit }: { to: string; what: string; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    <Link className="ride-edit" to={to} onClick={onEdit} aria-label={t`Edit ${what}`}>
      <Trans>EDIT</Trans>
    </Link>
  );
}
