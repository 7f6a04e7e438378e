import { useTranslation } from '@/components/i18n/use-translation';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { useBrandSettings } from '@/services/brand-settings-hooks';
import { TeamSection } from '../team/team-section';
import { NotificationEmailsForm } from './notification-emails-form';
import { PayoutSection } from './payout-section';
import { SettingsSection } from './settings-section';

const loadSettingsService = () => import('@/services/brand-settings-service');

/** /brand/settings: notifications (managers edit), payout (owners edit), team (owners manage). */
export function BrandSettingsView({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand');
  const { data, error, mutate } = useBrandSettings(brand.id);
  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sand-700">{t('settings.lead')}</p>
      <SettingsSection id="notifications" title={t('settings.notifications.title')} lead={t('settings.notifications.lead')}>
        {error ? (
          <p role="alert">{t('settings.loadFailed')}</p>
        ) : !data ? (
          <p role="status" className="text-sand-600">{t('settings.loading')}</p>
        ) : (
          <NotificationEmailsForm
            key={brand.id}
            emails={data.notification_emails}
            canEdit={roleAtLeast(brand.role, 'manager')}
            onSave={async (emails) => {
              await mutate((await loadSettingsService()).saveNotificationEmails(brand.id, emails), { revalidate: false });
            }}
          />
        )}
      </SettingsSection>
      <SettingsSection id="payout" title={t('settings.payout.title')} lead={t('settings.payout.lead')}>
        {error ? (
          <p role="alert">{t('settings.loadFailed')}</p>
        ) : !data ? (
          <p role="status" className="text-sand-600">{t('settings.loading')}</p>
        ) : (
          <PayoutSection
            payout={data.payout}
            canEdit={brand.role === 'owner'}
            onSave={async (payout) => {
              await mutate((await loadSettingsService()).savePayout(brand.id, payout), { revalidate: false });
            }}
          />
        )}
      </SettingsSection>
      <SettingsSection id="team" title={t('settings.team.title')} lead={brand.role === 'owner' ? t('settings.team.leadOwner') : t('settings.team.lead')}>
        <TeamSection brand={brand} />
      </SettingsSection>
    </div>
  );
}
