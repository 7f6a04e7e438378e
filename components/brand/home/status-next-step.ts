import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';

export interface NextStep {
  /** Key under home.status in the 'brand' namespace. */
  key: string;
  links: { href: string; labelKey: string }[];
}

/** What the brand's state means for the person and what to do next (issue 16, /brand home). */
export function nextStepOf(brand: WorkspaceBrand): NextStep {
  switch (brand.status) {
    case 'draft':
      return { key: 'draft', links: [{ href: '/brand/registration', labelKey: 'home.links.finishApplication' }] };
    case 'applied':
      return { key: 'applied', links: [{ href: '/brand/registration', labelKey: 'home.links.seeApplication' }] };
    case 'changes_requested':
      return { key: 'changes_requested', links: [{ href: '/brand/registration', labelKey: 'home.links.seeNote' }] };
    case 'rejected':
      return { key: 'rejected', links: [{ href: '/brand/registration', labelKey: 'home.links.seeApplication' }] };
    case 'suspended':
      return { key: 'suspended', links: [] };
    case 'approved':
      if (!brand.has_store) return { key: 'approvedNoStore', links: brand.role === 'staff' ? [] : [{ href: '/brand/create', labelKey: 'home.links.createStore' }] };
      return {
        key: 'approved',
        links:
          brand.role === 'staff'
            ? [{ href: '/brand/settings', labelKey: 'home.links.settings' }]
            : [
                { href: '/brand/edit', labelKey: 'home.links.editProfile' },
                { href: '/brand/edit/theme', labelKey: 'home.links.theme' },
                { href: '/brand/edit/slug', labelKey: 'home.links.storePage' },
              ],
      };
  }
}
