import { useId } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';

interface BrandSwitcherProps {
  brands: readonly WorkspaceBrand[];
  activeId: number;
  onSwitch: (brandId: number) => void;
}

/** For a person who works for several brands: which one the brand area shows. */
export function BrandSwitcher({ brands, activeId, onSwitch }: BrandSwitcherProps) {
  const { t } = useTranslation('brand');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-sand-600">
        {t('switcher.label')}
      </label>
      <select
        id={id}
        value={activeId}
        onChange={(event) => onSwitch(Number(event.target.value))}
        className="min-h-11 rounded-lg border border-sand-300 bg-white px-3 text-sm text-sand-900"
      >
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </select>
    </div>
  );
}
