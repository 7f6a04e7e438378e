import { isApiError } from '@/services/api-error';

/** The server's own words for a refused change (400, 409, 422 carry a human message); a generic text otherwise. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.kind === 'rejected' || error.kind === 'forbidden' || error.kind === 'not-found') && error.message) return error.message;
  return fallback;
}

/** One line under a form: the error is announced at once, a success politely. */
export function FormFeedback({ error, success }: { error: string | null; success: string | null }) {
  return (
    <div className="min-h-6">
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-accent-700">
        {error ? null : success}
      </p>
    </div>
  );
}
