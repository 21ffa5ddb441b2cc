import './forms.css';
interface Props {
  label: string;
  /** Errors exist or the form is untouched. */
  disabled: boolean;
  busy: boolean;
}

/**
 * aria-disabled rather than disabled: the button stays focusable and a press still counts as a
 * submit attempt, which shows every error; nothing is sent while it is disabled or busy.
 */
export function SubmitButton({ label, disabled, busy }: Props) {
  return (
    <button
      type="submit"
      className="button button--primary button--block form-submit"
      aria-disabled={disabled || busy}
      aria-busy={busy}
    >
      {label}
    </button>
  );
}
