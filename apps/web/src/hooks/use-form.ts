import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@ride/domain';
import {
  attemptSubmit,
  blurField,
  changeField,
  initialFormState,
  isSubmitDisabled,
  visibleErrors,
} from '../lib/form-state.ts';

/** The props a form field takes (components/ui/text-field.tsx); every field here is required. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  required: true;
  onValue(value: string): void;
  onBlur(): void;
}

/**
 * A form whose errors come from one of the shared validators (packages/domain): derived on each
 * render, shown after blur or a submit attempt, with the submit disabled while any exist.
 */
export function useForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const [state, setState] = useState(() => initialFormState(initial));
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const errors = validate(state.values);
  const shown = visibleErrors(state, errors);
  const disabled = isSubmitDisabled(state, errors);

  const field = (name: Field): FieldBinding => ({
    name,
    value: state.values[name],
    error: shown[name],
    required: true,
    onValue: (value) => setState((s) => changeField(s, name, value)),
    onBlur: () => setState((s) => blurField(s, name)),
  });

  /**
   * A submit while disabled is an attempt: it shows every error and focuses the first. A valid
   * one runs `send`, and no other until it has finished (busy).
   */
  const onSubmit =
    (send: (values: Record<Field, string>) => Promise<void>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setState(attemptSubmit);
      if (!disabled) {
        if (sending.current) return;
        sending.current = true;
        setBusy(true);
        send(state.values)
          .catch((error: unknown) => console.error('The form could not be sent', error))
          .finally(() => {
            sending.current = false;
            setBusy(false);
          });
        return;
      }
      const first = (Object.keys(initial) as Field[]).find((name) => errors[name] !== undefined);
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };

  return { field, disabled, busy, onSubmit };
}
