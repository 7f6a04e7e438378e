import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useMyWorkspaces } from '@/services/brand-workspaces-hooks';

const ITEM = 'flex w-full items-center rounded-md px-3 py-2 text-start text-sm text-sand-800 hover:bg-sand-100';

/**
 * The account menu's links to the brand area and /admin, for people who work there. Loaded (with
 * SWR) when the menu first opens, so store pages do not carry it on their first load.
 */
export default function AccountMenuWorkspaceLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const { data } = useMyWorkspaces(true);
  if (!data || (data.brands.length === 0 && !data.operator)) return null;
  return (
    <>
      {data.brands.length > 0 && (
        <li>
          <Link href="/brand" onClick={onNavigate} className={ITEM}>
            {t('account.brandArea')}
          </Link>
        </li>
      )}
      {data.operator && (
        <li>
          <Link href="/admin" onClick={onNavigate} className={ITEM}>
            {t('account.operations')}
          </Link>
        </li>
      )}
    </>
  );
}
