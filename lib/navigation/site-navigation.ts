/* The shell's links: the category bar of the header and the columns of the footer.
 * Labels are translation keys of the `common` namespace, so every locale reads its own words. */

export interface NavLink {
  href: string;
  labelKey: string;
}

export interface CategoryLink extends NavLink {
  slug: string;
}

function category(slug: string, labelKey: string): CategoryLink {
  return { slug, href: `/${slug}`, labelKey };
}

export const CATEGORY_LINKS: readonly CategoryLink[] = [
  category('standing-desks', 'categories.standingDesks'),
  category('office-chairs', 'categories.officeChairs'),
  category('work-pods', 'categories.workPods'),
  category('desk-accessories', 'categories.deskAccessories'),
  category('electronics', 'categories.electronics'),
  category('storage', 'categories.storage'),
  category('gaming', 'categories.gaming'),
  category('desk-frames', 'categories.deskFrames'),
  category('sale', 'categories.sale'),
];

export interface FooterColumn {
  titleKey: string;
  links: readonly NavLink[];
}

/*
 * Only links to pages that exist: a footer link to a missing page is a 404 for shoppers and a
 * failed prefetch on every page. The help centre and the blog are back (issue 18); employee and
 * student programmes (/employees, /student), share and earn (/share-and-earn-money) and bulk
 * orders (/office-furniture-bulk-orders) come back with the issues that build those sections.
 * /track-your-order stays: it arrives with the orders issue.
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'footer.help.title',
    links: [
      { href: '/help-center', labelKey: 'footer.help.helpCenter' },
      { href: '/track-your-order', labelKey: 'footer.help.trackOrder' },
    ],
  },
  {
    titleKey: 'footer.programmes.title',
    links: [
      { href: '/group-buy', labelKey: 'footer.programmes.groupBuy' },
      { href: '/campaign/productivity-challenge', labelKey: 'footer.programmes.productivityChallenge' },
    ],
  },
  {
    titleKey: 'footer.company.title',
    links: [
      { href: '/about', labelKey: 'footer.company.about' },
      { href: '/press-feature', labelKey: 'footer.company.press' },
      { href: '/ourblog', labelKey: 'footer.company.blog' },
      { href: '/home-office', labelKey: 'footer.company.homeOffice' },
      { href: '/upcoming-events', labelKey: 'footer.company.events' },
    ],
  },
  {
    titleKey: 'footer.legal.title',
    links: [
      { href: '/privacy', labelKey: 'footer.legal.privacy' },
      { href: '/terms-of-use', labelKey: 'footer.legal.terms' },
    ],
  },
];

export const ACCOUNT_LINKS = {
  signIn: '/sign-in',
  orders: '/customer/your-orders',
  profile: '/customer/profile',
  credit: '/customer/credit',
  referrals: '/customer/referrals',
  employeeProgramme: '/employees',
  student: '/student',
  educator: '/educator',
  studentReferrals: '/student/referrals',
} as const;

export const SEARCH_PATH = '/search';
export const SEARCH_QUERY_PARAM = 'q';
export const CART_PATH = '/cart';
export const SUBSCRIBE_PATH = '/subscribe';
