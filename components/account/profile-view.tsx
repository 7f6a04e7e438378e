import { useTranslation } from '@/components/i18n/use-translation';
import Building2 from 'lucide-react/icons/building-2';
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
        {profile.company && (
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1.5 text-sm font-medium text-accent-800">
            <Building2 aria-hidden="true" className="size-4" />
            {profile.company.name ? t('profile.employeeOf', { company: profile.company.name }) : t('profile.employee')}
          </p>
        )}
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
