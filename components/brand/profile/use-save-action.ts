import { useState } from 'react';
import { errorMessageOf } from './form-feedback';

/**
 * The state every brand profile form keeps around one save: busy, the refusal in the server's
 * words, the confirmation. `save` returns the confirmation text; a throw becomes the error.
 */
export function useSaveAction(fallbackError: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function run(save: () => Promise<string | null>): Promise<boolean> {
    if (saving) return false;
    setSaving(true);
    setError(null);
    setSuccess(null);
    try {
      setSuccess(await save());
      return true;
    } catch (caught) {
      setError(errorMessageOf(caught, fallbackError));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, error, success, setError, setSuccess, run };
}
