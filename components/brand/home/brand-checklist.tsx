import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { roleAtLeast, type BrandMemberRole } from '@/lib/brands/brand-rules';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { useBrandSettings } from '@/services/brand-settings-hooks';
import { useBrandTeam } from '@/services/brand-team-hooks';

interface ChecklistItem {
  key: string;
  done: boolean;
  href: string;
  /** Who can do it: others see what is missing and that it is not theirs to do. */
  minRole: BrandMemberRole;
}

/**
 * What a brand still has to set up, from what the brand area can read: its store, where
 * notices go, how it is paid and whether the team is more than one person.
 */
export function BrandChecklist({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand');
  const settings = useBrandSettings(brand.id);
  const team = useBrandTeam(brand.id);
  if (settings.error || team.error) return <p role="alert" className="text-sand-800">{t('home.checklist.loadFailed')}</p>;
  if (!settings.data || !team.data) return <p role="status" className="text-sand-600">{t('home.checklist.loading')}</p>;

  const items: ChecklistItem[] = [
    ...(brand.status === 'approved' || brand.status === 'suspended'
      ? [{ key: 'store', done: brand.has_store, href: brand.has_store ? '/brand/edit' : '/brand/create', minRole: 'manager' as const }]
      : []),
    { key: 'notifications', done: settings.data.notification_emails.length > 0, href: '/brand/settings#notifications', minRole: 'manager' },
    { key: 'payout', done: settings.data.payout !== null, href: '/brand/settings#payout', minRole: 'owner' },
    { key: 'team', done: team.data.members.length + team.data.invitations.length > 1, href: '/brand/settings#team', minRole: 'owner' },
  ];
  const done = items.filter((item) => item.done).length;
  return (
    <div>
      <p className="text-sm text-sand-600">{t('home.checklist.progress', { done, total: items.length })}</p>
      <ul className="mt-3 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
        {items.map((item) => (
          <li key={item.key} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${item.done ? 'bg-accent-600 text-white' : 'border-2 border-sand-300 text-transparent'}`}
              >
                ✓
              </span>
              <div>
                <p className="font-medium text-sand-900">
                  {t(`home.checklist.items.${item.key}.title`)}
                  <span className="sr-only"> ({item.done ? t('home.checklist.done') : t('home.checklist.todo')})</span>
                </p>
                <p className="text-sm text-sand-600">{t(`home.checklist.items.${item.key}.${item.done ? 'done' : 'todo'}`)}</p>
              </div>
            </div>
            {!item.done && !roleAtLeast(brand.role, item.minRole) && <p className="text-sm text-sand-600 sm:text-end">{t(`home.checklist.notYours.${item.minRole}`)}</p>}
            {!item.done && roleAtLeast(brand.role, item.minRole) && (
              <Link href={item.href} className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-accent-700 underline underline-offset-4 sm:self-auto">
                {t(`home.checklist.items.${item.key}.action`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
