import { hasErrors, type FieldErrors } from '@ride/domain';

/** A form of text fields, as spec part 1 §2 wants it to behave. */
export interface FormState<Field extends string> {
  values: Record<Field, string>;
  /** Fields the rider has left at least once. */
  blurred: Partial<Record<Field, true>>;
  submitAttempted: boolean;
  /** Whether any field has been changed: an untouched form cannot be sent. */
  touched: boolean;
}

export function initialFormState<Field extends string>(
  values: Record<Field, string>,
): FormState<Field> {
  return { values, blurred: {}, submitAttempted: false, touched: false };
}

export function changeField<Field extends string>(
  state: FormState<Field>,
  field: NoInfer<Field>,
  value: string,
): FormState<Field> {
  if (state.values[field] === value) return state;
  return { ...state, values: { ...state.values, [field]: value }, touched: true };
}

export function blurField<Field extends string>(
  state: FormState<Field>,
  field: NoInfer<Field>,
): FormState<Field> {
  if (state.blurred[field]) return state;
  return { ...state, blurred: { ...state.blurred, [field]: true } };
}

export function attemptSubmit<Field extends string>(state: FormState<Field>): FormState<Field> {
  return state.submitAttempted ? state : { ...state, submitAttempted: true };
}

/** Errors are shown for a field once it has been left, and for all of them after a submit. */
export function visibleErrors<Field extends string>(
  state: FormState<Field>,
  errors: FieldErrors<Field>,
): FieldErrors<Field> {
  if (state.submitAttempted) return errors;
  const shown: FieldErrors<Field> = {};
  for (const field of Object.keys(errors) as Field[]) {
    const message = errors[field];
    if (state.blurred[field] && message !== undefined) shown[field] = message;
  }
  return shown;
}

/** The submit button is disabled while errors exist or the form is untouched. */
export function isSubmitDisabled<Field extends string>(
  state: FormState<Field>,
  errors: FieldErrors<Field>,
): boolean {
  return !state.touched || hasErrors(errors);
}
