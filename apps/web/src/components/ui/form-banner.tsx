import { useLingui } from '@lingui/react/macro';
import { useKnownText } from '../../lib/i18n/known-texts.ts';
import './forms.css';
interface Props {
  message: string;
  /** Present: the banner has an x that dismisses it. */
  onDismiss?: () => void;
}

/** A failure the whole form shares, announced at once (role=alert). */
export function FormBanner({ message, onDismiss }: Props) {
  const { t } = useLingui();
  const known = useKnownText();
  return (
    <div role="alert" className="form-banner">
      <p>{known(message)}</p>
      {onDismiss && (
        <button
          type="button"
          className="form-banner__dismiss"
          aria-label={t`Dismiss`}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
