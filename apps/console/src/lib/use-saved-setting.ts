import { useCallback, useState } from 'react';
import { useMutation, type AnyVariables, type DocumentInput, type OperationResult } from 'urql';

/**
 * A setting form's save: the mutation, and whether its last answer saved (for the form's
 * "Saved" line). `save` clears that first, so a second submit never shows an old success;
 * `clearSaved` does it when the form finds a typo before sending, or its values change.
 */
export function useSavedSetting<Data, Variables extends AnyVariables>(
  document: DocumentInput<Data, Variables>,
) {
  const [result, execute] = useMutation<Data, Variables>(document);
  const [saved, setSaved] = useState(false);
  const clearSaved = useCallback(() => setSaved(false), []);
  const save = useCallback(
    async (variables: Variables): Promise<OperationResult<Data, Variables>> => {
      setSaved(false);
      const answer = await execute(variables);
      setSaved(answer.data !== undefined && !answer.error);
      return answer;
    },
    [execute],
  );
  return { result, saved, save, clearSaved };
}
