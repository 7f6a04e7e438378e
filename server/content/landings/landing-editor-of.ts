import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import type { LandingEditor } from './landing-types';

/** Who edits, recorded on the page: the operator's e-mail address (withOperatorApi has checked them). */
export function landingEditorOf(caller: Caller): LandingEditor {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return { email: caller.email };
}
