import type { ApiMethod } from './api-reference-types';

const COLOURS: Record<ApiMethod, string> = {
  get: 'bg-accent-600',
  post: 'bg-sand-800',
  put: 'bg-sand-700',
  patch: 'bg-sand-700',
  delete: 'bg-danger-600',
};

export function MethodBadge({ method }: { method: ApiMethod }) {
  return <span className={`inline-block min-w-16 rounded-sm px-2 py-0.5 text-center font-mono text-xs font-bold text-white uppercase ${COLOURS[method]}`}>{method}</span>;
}
