import { Fragment } from 'react';
import { useRouter } from 'next/router';
import { formatAddressLines, type AddressFormatOptions, type PostalAddress as PostalAddressData } from '@/lib/address/format-address';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** An address block written as its country writes addresses (lib/address/format-address.ts), the country named in the page's language. */
export function PostalAddress({ address, className, ...options }: { address: PostalAddressData; className?: string } & AddressFormatOptions) {
  const { locale = DEFAULT_LOCALE } = useRouter();
  const lines = formatAddressLines(address, locale, options);
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
