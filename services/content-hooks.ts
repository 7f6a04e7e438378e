import useSWR from 'swr';
import type { HelpSuggestion } from '@/lib/contracts/content/content-schemas';

/* The help centre's data hooks; the service (and axios behind it) loads with the first call. */

const loadService = () => import('@/services/content-service');
const loadSuggestions = ([, words]: readonly [string, string, string | undefined]) => loadService().then((service) => service.fetchHelpSuggestions(words));

/** Suggestions for the words typed so far (at least two letters); the previous list stays while the next loads. */
export function useHelpSuggestions(words: string, locale: string | undefined): HelpSuggestion[] {
  const trimmed = words.trim();
  const { data } = useSWR(trimmed.length >= 2 ? (['help-suggestions', trimmed, locale] as const) : null, loadSuggestions, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return trimmed.length >= 2 ? (data ?? []) : [];
}

/** Loads the service on demand (vote button, contact form), keeping axios out of the first load. */
export function loadContentService() {
  return loadService();
}
