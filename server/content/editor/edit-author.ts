import { operatorIdOf } from '@/server/accounts/operators/operator-id';
import type { Caller } from '@/server/http/request-context';
import type { EditAuthor } from './repository-editor';

/** The operator behind an admin request, as the edit history records them. */
export function editAuthorOf(caller: Caller): EditAuthor {
  const operatorId = operatorIdOf(caller);
  return { operatorId, email: caller.kind === 'user' ? caller.email : '' };
}
