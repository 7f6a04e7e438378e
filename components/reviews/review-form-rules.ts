import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGE_TYPES,
  REVIEW_MAX_IMAGES,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TITLE_MIN_LENGTH,
} from '@/lib/reviews/review-limits';
import { reviewVideoOf } from '@/lib/media/review-video';

/* The form checks what the API checks, so most mistakes are caught before a byte is sent. */

export type ReviewFieldProblem =
  | { field: 'rating'; key: 'rating' }
  | { field: 'title'; key: 'title' }
  | { field: 'body'; key: 'body' }
  | { field: 'video'; key: 'video' };

export interface ReviewDraft {
  rating: number;
  title: string;
  body: string;
  /** Optional; empty means no video. */
  videoUrl?: string;
}

export function draftProblems(draft: ReviewDraft): ReviewFieldProblem[] {
  const problems: ReviewFieldProblem[] = [];
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) problems.push({ field: 'rating', key: 'rating' });
  const title = draft.title.trim().length;
  if (title < REVIEW_TITLE_MIN_LENGTH || title > REVIEW_TITLE_MAX_LENGTH) problems.push({ field: 'title', key: 'title' });
  const body = draft.body.trim().length;
  if (body < REVIEW_BODY_MIN_LENGTH || body > REVIEW_BODY_MAX_LENGTH) problems.push({ field: 'body', key: 'body' });
  const videoUrl = draft.videoUrl?.trim() ?? '';
  if (videoUrl !== '' && !reviewVideoOf(videoUrl)) problems.push({ field: 'video', key: 'video' });
  return problems;
}

export type PhotoProblem = { key: 'tooManyPhotos' } | { key: 'photoType'; name: string } | { key: 'photoSize'; name: string };

export interface PhotoPick {
  accepted: File[];
  problems: PhotoProblem[];
}

/**
 * Adds newly chosen files to those already picked: wrong types and oversized files are left out
 * with a reason, and no more than REVIEW_MAX_IMAGES are kept.
 */
export function pickPhotos(current: readonly File[], chosen: readonly File[]): PhotoPick {
  const accepted = [...current];
  const problems: PhotoProblem[] = [];
  for (const file of chosen) {
    if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) problems.push({ key: 'photoType', name: file.name });
    else if (file.size > REVIEW_IMAGE_MAX_BYTES) problems.push({ key: 'photoSize', name: file.name });
    else if (accepted.length >= REVIEW_MAX_IMAGES) {
      if (!problems.some((problem) => problem.key === 'tooManyPhotos')) problems.push({ key: 'tooManyPhotos' });
    } else accepted.push(file);
  }
  return { accepted, problems };
}

/** Which translated message explains a refusal from the API. */
export function submitErrorKey(httpStatus: number | undefined): 'alreadyReviewed' | 'notPurchased' | 'signIn' | 'rejectedPhoto' | 'generic' {
  switch (httpStatus) {
    case 409:
      return 'alreadyReviewed';
    case 403:
      return 'notPurchased';
    case 401:
      return 'signIn';
    case 400:
    case 413:
    case 415:
      return 'rejectedPhoto';
    default:
      return 'generic';
  }
}
