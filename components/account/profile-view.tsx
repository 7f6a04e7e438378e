import { useTranslation } from '@/components/i18n/use-translation';
import { firstNameOf } from '@/lib/profile/first-name';
import { useAppSelector } from '@/store/hooks';
import { selectUserProfile } from '@/store/slices/auth-slice';
import { AccountPagePlaceholder } from './require-customer';
import { ProfileForm } from './profile-form';
import { MyProgrammesCard } from '@/components/programmes/my-programmes-card';

/** /customer/profile for a signed-in customer (wrapped in RequireCustomer by the page). */
export function ProfileView() {
  const { t } = useTranslation('account');
  const profile = useAppSelector(selectUserProfile);
  if (!profile) return <AccountPagePlaceholder />;

  return (
    <div className="container-page py-10 md:py-14">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('profile.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-sand-900 md:text-4xl">{t('profile.title')}</h1>
        <p className="mt-3 text-base text-sand-600">{t('profile.lead', { name: firstNameOf(profile) })}</p>
        {/* The employer and academic status are named by the account navigation above (AccountMemberships). */}
        <div className="mt-8">
          <MyProgrammesCard />
        </div>
        <div className="mt-10">
          <ProfileForm key={profile.email} profile={profile} />
        </div>
      </div>
    </div>
  );
}
