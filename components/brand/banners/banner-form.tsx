import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import clsx from 'clsx';
import Link from '@/components/common/store-link';
import { FIELD_INPUT, fieldBorder, TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import { FormFeedback } from '@/components/brand/profile/form-feedback';
import { useSaveAction } from '@/components/brand/profile/use-save-action';
import { BANNER_ALT_MAX, BANNER_LINK_MAX, BANNER_PLACEMENTS, bannerLinkProblem, MAX_BANNER_BYTES, type BannerPlacement } from '@/lib/brands/banner-rules';
import type { Localized } from '@/lib/brands/brand-rules';
import type { BrandBanner } from '@/lib/contracts/brands/banners-schemas';
import { DEFAULT_LOCALE, languageOfLocale } from '@/lib/i18n/locales';
import { BannerPictureField, ACCEPTED_PICTURES } from './banner-picture-field';
import { fromLocalInput, localZoneName, toLocalInput } from './local-date-time';

export interface CategoryOption {
  slug: string;
  name: string;
}

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const LANGUAGES = ['en', 'fr', 'de'] as const;
const HOUR = 60 * 60 * 1000;

type Problems = Partial<Record<'picture' | 'category' | 'link' | 'window' | 'alt', string>>;

/** /brand/banners/create and /brand/banners/edit: picture, place, link, alt texts and window. */
export function BannerForm({ brandId, banner, categories, readOnly }: { brandId: number; banner: BrandBanner | null; categories: CategoryOption[]; readOnly: boolean }) {
  const { t } = useTranslation('brand-banners');
  const router = useRouter();
  const id = useId();
  const [placement, setPlacement] = useState<BannerPlacement>(banner?.placement ?? 'home');
  const [categorySlug, setCategorySlug] = useState(banner?.category_slug ?? '');
  const [link, setLink] = useState(banner?.link ?? '/');
  const [alt, setAlt] = useState<Localized>(banner?.alt_text ?? { en: '', fr: '', de: '' });
  const [start, setStart] = useState(() => toLocalInput(banner?.starts_at ?? new Date()));
  const [end, setEnd] = useState(() => toLocalInput(banner?.ends_at ?? new Date(Date.now() + 7 * 24 * HOUR)));
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const { saving, error, success, run } = useSaveAction(t('form.saveFailed'));

  function check(): Problems {
    const found: Problems = {};
    if (file && !ACCEPTED_PICTURES.includes(file.type)) found.picture = t('form.picture.wrongType');
    else if (file && file.size > MAX_BANNER_BYTES) found.picture = t('form.picture.tooLarge', { mb: MAX_BANNER_BYTES / 1024 / 1024 });
    else if (!file && !banner) found.picture = t('form.picture.required');
    if (placement === 'category' && !categorySlug) found.category = t('form.category.required');
    const linkProblem = bannerLinkProblem(link.trim());
    if (linkProblem) found.link = t('form.link.hint');
    const [startsAt, endsAt] = [fromLocalInput(start), fromLocalInput(end)];
    if (!startsAt || !endsAt) found.window = t('form.window.required');
    else if (Date.parse(endsAt) <= Date.parse(startsAt)) found.window = t('form.window.endBeforeStart');
    if (LANGUAGES.some((language) => !alt[language].trim())) found.alt = t('form.alt.hint');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || readOnly) return;
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      const api = await import('@/services/brand-banners-service');
      const input = {
        placement,
        category_slug: placement === 'category' ? categorySlug : null,
        link: link.trim(),
        alt_text: alt,
        starts_at: fromLocalInput(start)!,
        ends_at: fromLocalInput(end)!,
      };
      const picture = file ? { content_type: file.type, data_base64: await toBase64(file) } : null;
      if (banner) {
        await api.updateBrandBanner(brandId, banner.id, { ...input, picture });
        return t('form.saved');
      }
      await api.createBrandBanner(brandId, { ...input, picture: picture! });
      await router.push('/brand/banners');
      return t('form.created');
    });
  }

  const legendClass = 'text-sm font-semibold text-sand-900';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-7 rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
      <BannerPictureField currentUrl={banner?.thumbnail_url ?? null} currentAlt={banner ? banner.alt_text[languageOfLocale(router.locale ?? DEFAULT_LOCALE)] || banner.alt_text.en : ''} error={problems.picture ?? null} disabled={readOnly || saving} onChoose={setFile} />

      <fieldset className="flex flex-col gap-3" disabled={readOnly}>
        <legend className={clsx(legendClass, 'mb-2')}>{t('form.placement.legend')}</legend>
        {BANNER_PLACEMENTS.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-sand-200 p-3 has-[:checked]:border-accent-600">
            <input type="radio" name="placement" value={value} checked={placement === value} onChange={() => setPlacement(value)} className="mt-1 size-4 accent-accent-600" />
            <span>
              <span className="block font-medium text-sand-900">{t(`form.placement.${value}`)}</span>
              <span className="block text-sm text-sand-600">{t(`form.placement.${value}Hint`)}</span>
            </span>
          </label>
        ))}
        {placement === 'category' ? (
          <div>
            <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-medium text-sand-900">
              {t('form.category.label')}
            </label>
            <select id={`${id}-category`} value={categorySlug} onChange={(event) => setCategorySlug(event.target.value)} aria-invalid={problems.category ? true : undefined} aria-describedby={problems.category ? `${id}-category-error` : undefined} className={clsx(FIELD_INPUT, fieldBorder(Boolean(problems.category)))}>
              <option value="">{t('form.category.choose')}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
            {problems.category ? (
              <p id={`${id}-category-error`} className="mt-1.5 text-sm font-medium text-danger-600">
                {problems.category}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <TextField label={t('form.link.label')} hint={t('form.link.hint')} error={problems.link} value={link} maxLength={BANNER_LINK_MAX} disabled={readOnly} inputMode="url" autoComplete="off" spellCheck={false} onChange={(event) => setLink(event.target.value)} />

      <fieldset className="flex flex-col gap-4" disabled={readOnly}>
        <legend className={clsx(legendClass, 'mb-1')}>{t('form.alt.legend')}</legend>
        <p className={clsx('-mt-2 text-sm', problems.alt ? 'font-medium text-danger-600' : 'text-sand-600')}>{t('form.alt.hint')}</p>
        {LANGUAGES.map((language) => (
          <TextField key={language} label={t(`form.alt.${language}`)} lang={language} value={alt[language]} maxLength={BANNER_ALT_MAX} aria-invalid={problems.alt && !alt[language].trim() ? true : undefined} onChange={(event) => setAlt({ ...alt, [language]: event.target.value })} />
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-4" disabled={readOnly}>
        <legend className={clsx(legendClass, 'mb-1')}>{t('form.window.legend')}</legend>
        <p id={`${id}-window-hint`} className={clsx('-mt-2 text-sm', problems.window ? 'font-medium text-danger-600' : 'text-sand-600')}>
          {problems.window ?? t('form.window.hint', { zone: localZoneName() })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.window.start')} type="datetime-local" value={start} aria-describedby={`${id}-window-hint`} onChange={(event) => setStart(event.target.value)} />
          <TextField label={t('form.window.end')} type="datetime-local" value={end} aria-describedby={`${id}-window-hint`} aria-invalid={problems.window ? true : undefined} onChange={(event) => setEnd(event.target.value)} />
        </div>
      </fieldset>

      <FormFeedback error={error} success={success} />
      <div className="flex flex-wrap items-center gap-3">
        {readOnly ? null : (
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? t('form.saving') : banner ? t('form.save') : t('form.create')}
          </button>
        )}
        <Link href="/brand/banners" className="btn-secondary">
          {t('form.back')}
        </Link>
      </div>
    </form>
  );
}
