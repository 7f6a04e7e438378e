import Link from '@/components/common/store-link';

export interface WorkAreaLink {
  href: string;
  label: string;
  current: boolean;
}

/** The side navigation of the brand area and of the operators' pages: a row to scroll on a phone, a column on wider screens. */
export function WorkAreaNav({ label, links }: { label: string; links: readonly WorkAreaLink[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex w-max gap-1 md:w-auto md:flex-col">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={`block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${link.current ? 'bg-sand-900 text-white' : 'text-sand-700 hover:bg-sand-100'}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
