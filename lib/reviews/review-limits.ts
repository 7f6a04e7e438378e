/* What a written review may hold: checked by the API and shown by the form before it sends. */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

export const REVIEW_TITLE_MIN_LENGTH = 3;
export const REVIEW_TITLE_MAX_LENGTH = 150;
export const REVIEW_BODY_MIN_LENGTH = 20;
export const REVIEW_BODY_MAX_LENGTH = 5000;

export const REVIEW_MAX_IMAGES = 5;
/** Per picture, before encoding for transport. */
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_IMAGE_MAX_MEGABYTES = REVIEW_IMAGE_MAX_BYTES / (1024 * 1024);
/** The picture formats shoppers may send, recognised by their first bytes. */
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReviewImageType = (typeof REVIEW_IMAGE_TYPES)[number];

export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_MAX_PAGE_SIZE = 20;
