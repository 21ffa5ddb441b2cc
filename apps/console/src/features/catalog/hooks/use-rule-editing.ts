import { useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The form of one list of pricing rules (zones, zone fares, surcharges): blank for a new rule, or
 * filled from a row by its Edit button. Editing moves focus to the form's first field; Cancel and
 * a save put it back on the row's Edit button, so a keyboard user never loses their place.
 */
export function useRuleEditing<Values, Field extends string>(formId: string, blank: () => Values) {
  const [values, setValues] = useState<Values>(blank);
  const [editing, setEditing] = useState<number | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState('');
  // A server answer belongs to the attempt that asked it: a new edit starts without it.
  const [submitted, setSubmitted] = useState(false);

  /** The id of a row's Edit button, for focus to come back to. */
  const editButtonId = (rowId: number) => `${formId}-edit-${rowId}`;

  function startEditing(rowId: number, filled: Values, firstFieldId: string) {
    flushSync(() => {
      setValues(filled);
      setEditing(rowId);
      setProblems({});
      setNotice('');
      setSubmitted(false);
    });
    document.getElementById(firstFieldId)?.focus();
  }

  /** Back to a blank form for a new rule; after editing, focus returns to the row if it stays. */
  function finish(message = '', rowStays = true) {
    const row = rowStays ? editing : null;
    flushSync(() => {
      setValues(blank());
      setEditing(null);
      setProblems({});
      setNotice(message);
      setSubmitted(false);
    });
    if (row !== null) document.getElementById(editButtonId(row))?.focus();
  }

  /** A save refused by the form's own checks: these problems, and no earlier server answer. */
  function refuse(found: Partial<Record<Field, string>>) {
    setNotice('');
    setProblems(found);
    setSubmitted(false);
  }

  /** A save sent to the server: its answer is shown. */
  function send() {
    setNotice('');
    setProblems({});
    setSubmitted(true);
  }

  return {
    values,
    setValues,
    editing,
    problems,
    notice,
    setNotice,
    submitted,
    editButtonId,
    startEditing,
    finish,
    refuse,
    send,
  };
}
