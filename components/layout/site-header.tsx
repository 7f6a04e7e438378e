import { SearchForm } from '@/components/common/search-form';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { CategoryNav } from './category-nav';
import { LocaleSwitcher } from './locale-switcher';
import { MobileMenu } from './mobile-menu';
import { Wordmark } from './wordmark';

/**
 * Below 768 px: menu button, name, account and cart on one row and the search box under them;
 * the categories and the locale live in the drawer. From 768 px the search joins the top row,
 * the locale switcher appears and the category bar runs under it. Every row has a fixed height,
 * so nothing below moves while the session or the fonts arrive. One search form serves both
 * layouts: the grid of `.header-bar` (styles/shell.css) moves it, so every page carries it once.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page header-bar">
        <MobileMenu className="md:hidden" />
        <Wordmark />
        <SearchForm />
        <div className="flex items-center gap-0.5 md:gap-1">
          <LocaleSwitcher className="hidden md:flex" />
          <AccountMenu />
          <CartButton />
        </div>
      </div>
      <CategoryNav className="hidden md:block" />
    </header>
  );
}
