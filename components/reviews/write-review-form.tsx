import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_IMAGE_MAX_MEGABYTES,
  REVIEW_IMAGE_TYPES,
  REVIEW_MAX_IMAGES,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TITLE_MIN_LENGTH,
} from '@/lib/reviews/review-limits';
import { REVIEW_VIDEO_URL_MAX_LENGTH } from '@/lib/media/review-video';
import { isApiError } from '@/services/api-error';
import { draftProblems, pickPhotos, submitErrorKey, type PhotoProblem } from './review-form-rules';
import { readFileAsBase64, writeReview } from '@/services/reviews-service';

interface WriteReviewFormProps {
  productCode: string;
  onSent: () => void;
  onCancel: () => void;
}

const inputClass =
  'w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink focus:border-ink focus:outline-none aria-[invalid=true]:border-danger-600';

export function WriteReviewForm({ productCode, onSent, onCancel }: WriteReviewFormProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [videoUrl, setVideoUrl] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoProblems, setPhotoProblems] = useState<PhotoProblem[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  useEffect(() => heading.current?.focus(), []);

  const problems = draftProblems({ rating, title, body, videoUrl });
  const problemOf = (field: 'rating' | 'title' | 'body' | 'video') => (showProblems ? problems.find((problem) => problem.field === field) : undefined);
  const messages = {
    rating: t('write.errors.rating'),
    title: t('write.errors.title', { min: REVIEW_TITLE_MIN_LENGTH, max: REVIEW_TITLE_MAX_LENGTH }),
    body: t('write.errors.body', { min: REVIEW_BODY_MIN_LENGTH, max: REVIEW_BODY_MAX_LENGTH }),
    video: t('write.errors.video'),
  };

  function onFiles(files: FileList | null) {
    const picked = pickPhotos(photos, files ? [...files] : []);
    setPhotos(picked.accepted);
    setPhotoProblems(picked.problems);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    setSubmitError(null);
    if (problems.length > 0) {
      document.getElementById(`${id}-${problems[0]!.field}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const images = await Promise.all(photos.map(async (file) => ({ data: await readFileAsBase64(file) })));
      const video = videoUrl.trim();
      await writeReview(productCode, { rating, title: title.trim(), body: body.trim(), images, ...(video ? { video_url: video } : {}) });
      onSent();
    } catch (error) {
      setSubmitError(t(`write.errors.${submitErrorKey(isApiError(error) ? error.httpStatus : undefined)}`));
    } finally {
      setSending(false);
    }
  }

  const ratingProblem = problemOf('rating');
  const titleProblem = problemOf('title');
  const bodyProblem = problemOf('body');
  const videoProblem = problemOf('video');

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6 rounded-3xl border border-line p-5 md:p-8" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
          {t('write.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('write.verifiedNote')}</p>
      </div>

      <fieldset aria-describedby={ratingProblem ? `${id}-rating-error` : undefined}>
        <legend className="mb-2 font-medium text-ink">{t('write.rating')}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                id={value === 1 ? `${id}-rating` : undefined}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
              />
              <span className="flex min-h-11 items-center gap-1 rounded-full border border-sand-300 px-3 text-sm text-ink peer-checked:border-accent-600 peer-checked:bg-accent-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600">
                <span aria-hidden="true" className={value <= rating ? 'text-star' : 'text-line-strong'}>
                  ★
                </span>
                {t('write.ratingOption', { count: value })}
              </span>
            </label>
          ))}
        </div>
        {ratingProblem ? (
          <p id={`${id}-rating-error`} className="mt-2 text-sm text-danger-600">
            {messages.rating}
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-title`} className="font-medium text-ink">
          {t('write.titleLabel')}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={REVIEW_TITLE_MAX_LENGTH}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? `${id}-title-error` : undefined}
          className={inputClass}
        />
        {titleProblem ? (
          <p id={`${id}-title-error`} className="text-sm text-danger-600">
            {messages.title}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-body`} className="font-medium text-ink">
          {t('write.bodyLabel')}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          rows={6}
          aria-invalid={bodyProblem ? true : undefined}
          aria-describedby={`${id}-body-hint${bodyProblem ? ` ${id}-body-error` : ''}`}
          className={inputClass}
        />
        <p id={`${id}-body-hint`} className="flex justify-between gap-4 text-sm text-ink-muted">
          <span>{t('write.bodyHint', { min: REVIEW_BODY_MIN_LENGTH })}</span>
          <span className="tabular-nums">{t('write.characters', { count: body.trim().length, max: REVIEW_BODY_MAX_LENGTH })}</span>
        </p>
        {bodyProblem ? (
          <p id={`${id}-body-error`} className="text-sm text-danger-600">
            {messages.body}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-photos`} className="font-medium text-ink">
          {t('write.photos')}
        </label>
        <p id={`${id}-photos-hint`} className="text-sm text-ink-muted">
          {t('write.photosHint', { max: REVIEW_MAX_IMAGES, megabytes: REVIEW_IMAGE_MAX_MEGABYTES })}
        </p>
        <input
          ref={fileInput}
          id={`${id}-photos`}
          type="file"
          accept={REVIEW_IMAGE_TYPES.join(',')}
          multiple
          disabled={photos.length >= REVIEW_MAX_IMAGES}
          onChange={(event) => onFiles(event.target.files)}
          aria-describedby={`${id}-photos-hint`}
          className="text-sm text-ink file:mr-3 file:min-h-11 file:rounded-full file:border file:border-sand-300 file:bg-white file:px-4 file:font-semibold file:text-ink"
        />
        {photoProblems.length > 0 ? (
          <ul role="alert" className="flex flex-col gap-1 text-sm text-danger-600">
            {photoProblems.map((problem, index) => (
              <li key={index}>
                {problem.key === 'tooManyPhotos'
                  ? t('write.errors.tooManyPhotos', { max: REVIEW_MAX_IMAGES })
                  : t(`write.errors.${problem.key}`, { name: problem.name, megabytes: REVIEW_IMAGE_MAX_MEGABYTES })}
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length > 0 ? (
          <ul className="flex flex-wrap gap-3" aria-label={t('write.selectedPhotos')}>
            {photos.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex flex-col items-center gap-1">
                {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, nothing to optimise */}
                <img src={previews[index]} alt={t('write.previewAlt', { number: index + 1 })} className="h-20 w-20 rounded-lg border border-line object-cover" />
                <button
                  type="button"
                  onClick={() => setPhotos(photos.filter((_, position) => position !== index))}
                  className="min-h-11 px-2 text-sm font-medium text-ink underline underline-offset-4"
                  aria-label={t('write.removePhoto', { number: index + 1 })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-video`} className="font-medium text-ink">
          {t('write.videoLabel')}
        </label>
        <p id={`${id}-video-hint`} className="text-sm text-ink-muted">
          {t('write.videoHint')}
        </p>
        <input
          id={`${id}-video`}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={videoUrl}
          onChange={(event) => setVideoUrl(event.target.value)}
          maxLength={REVIEW_VIDEO_URL_MAX_LENGTH}
          aria-invalid={videoProblem ? true : undefined}
          aria-describedby={`${id}-video-hint${videoProblem ? ` ${id}-video-error` : ''}`}
          className={inputClass}
        />
        {videoProblem ? (
          <p id={`${id}-video-error`} className="text-sm text-danger-600">
            {messages.video}
          </p>
        ) : null}
      </div>

      {submitError ? (
        <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm text-danger-600">
          {submitError}
        </p>
      ) : null}
      {sending ? (
        <p role="status" className="sr-only">
          {t('write.submitting')}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className="btn-primary" disabled={sending} aria-disabled={sending}>
          {sending ? t('write.submitting') : t('write.submit')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={sending}>
          {t('write.cancel')}
        </button>
      </div>
    </form>
  );
}
