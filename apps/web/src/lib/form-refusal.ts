// A form's submit and the service's refusal of it: the sentences of a 422 under the fields they name,
// any other refusal as one sentence above the form.
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from './errors';

/** Field → sentence for a refusal about fields; null or `{}` when it is about none. */
export type FieldSentences = (error: unknown, t: TFunction) => Record<string, string> | null;

export function useFormRefusal(fieldsOf: FieldSentences = fieldErrors) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  /** The form's `onSubmit`: clears the last refusal, runs `action`, and places its refusal. */
  const submitWith = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setError(null);
    try {
      await action();
    } catch (caught) {
      const fields = fieldsOf(caught, t) ?? {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setError(errorMessage(caught, t));
    }
  };
  return { errors, error, submitWith };
}
