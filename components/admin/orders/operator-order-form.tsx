import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { FIELD_INPUT, fieldBorder, TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import { formatMinorUnits } from '@/lib/format/format-price';
import { COUNTRIES } from '@/lib/i18n/country-regions';
import { useAdminBrands } from '@/services/admin-brands-hooks';
import type { OperatorOrderResult } from '@/services/admin-orders-service';

interface ItemRow {
  key: number;
  product: string;
  quantity: string;
}

const EMPTY_ADDRESS = { full_name: '', street: '', line_1: '', city: '', state_or_province: '', postal_code: '', country: 'US', phone: '' };
type AddressField = keyof typeof EMPTY_ADDRESS;
const ADDRESS_FIELDS: { name: Exclude<AddressField, 'country'>; label: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'full_name', label: 'admin.fullName', autoComplete: 'name' },
  { name: 'street', label: 'admin.street', autoComplete: 'address-line1' },
  { name: 'line_1', label: 'admin.line1', autoComplete: 'address-line2', optional: true },
  { name: 'city', label: 'admin.city', autoComplete: 'address-level2' },
  { name: 'state_or_province', label: 'admin.state', autoComplete: 'address-level1', optional: true },
  { name: 'postal_code', label: 'admin.postalCode', autoComplete: 'postal-code' },
  { name: 'phone', label: 'admin.phone', autoComplete: 'tel', optional: true },
];

function newKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** /admin/orders/new: the brand, the customer's e-mail, the items and the address; paid by wire. */
export function OperatorOrderForm() {
  const { t } = useTranslation('brand-orders');
  const id = useId();
  const locale = useRouter().locale ?? 'en-US';
  const brands = useAdminBrands({ status: 'approved', page: 1 });
  const [brandId, setBrandId] = useState('');
  const [email, setEmail] = useState('');
  const [items, setItems] = useState<ItemRow[]>([{ key: 1, product: '', quantity: '1' }]);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'placed'; order: OperatorOrderResult } | { kind: 'failed'; message: string } | null>(null);

  // Any change is a new order attempt: a new Idempotency-Key. Handlers read a field's value
  // before setting state: an updater may run after React has put the controlled value back
  // (an e2e run lost the full name that way, with the rest of the form filled).
  const changed = () => setKey(newKey());
  const setItem = (rowKey: number, patch: Partial<ItemRow>) => {
    changed();
    setItems((rows) => rows.map((row) => (row.key === rowKey ? { ...row, ...patch } : row)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const { placeOperatorOrder } = await import('@/services/admin-orders-service');
      const order = await placeOperatorOrder(
        {
          brand_id: Number(brandId),
          email: email.trim(),
          items: items.map((row) => ({ product_code: row.product.trim().toUpperCase(), quantity: Number(row.quantity) })),
          shipping_address: address,
        },
        key,
      );
      setResult({ kind: 'placed', order });
      setKey(newKey());
    } catch (error) {
      setResult({ kind: 'failed', message: error instanceof Error ? error.message : '' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="max-w-2xl space-y-6">
      <p className="max-w-prose text-sand-700">{t('admin.lead')}</p>
      <div>
        <label htmlFor={`${id}-brand`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('admin.brand')}
        </label>
        <select id={`${id}-brand`} required value={brandId} onChange={(event) => { changed(); setBrandId(event.target.value); }} className={`${FIELD_INPUT} ${fieldBorder(false)}`}>
          <option value="">{t('admin.chooseBrand')}</option>
          {brands.data?.items.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.display_name}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('admin.email')} type="email" required autoComplete="off" value={email} maxLength={254} onChange={(event) => { changed(); setEmail(event.target.value); }} />
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-sand-900">{t('admin.items')}</legend>
        {items.map((row, index) => (
          <div key={row.key} className="grid grid-cols-[1fr_6rem] items-end gap-3 sm:grid-cols-[1fr_7rem_auto]">
            <TextField label={`${t('admin.sku')} ${index + 1}`} required value={row.product} maxLength={32} placeholder="DH000123" onChange={(event) => setItem(row.key, { product: event.target.value })} />
            <TextField label={t('admin.quantity')} type="number" required min={1} max={99} value={row.quantity} onChange={(event) => setItem(row.key, { quantity: event.target.value })} />
            {items.length > 1 && (
              <button type="button" className="btn-secondary col-span-2 min-h-12 text-sm sm:col-span-1" onClick={() => { changed(); setItems((rows) => rows.filter((other) => other.key !== row.key)); }}>
                {t('admin.removeItem')}
              </button>
            )}
          </div>
        ))}
        {items.length < 30 && (
          <button type="button" className="btn-secondary min-h-11 text-sm" onClick={() => { changed(); setItems((rows) => [...rows, { key: Math.max(...rows.map((other) => other.key)) + 1, product: '', quantity: '1' }]); }}>
            {t('admin.addItem')}
          </button>
        )}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-sand-900">{t('admin.address')}</legend>
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            required={!field.optional}
            autoComplete={field.autoComplete}
            value={address[field.name]}
            maxLength={120}
            onChange={(event) => { const value = event.target.value; changed(); setAddress((current) => ({ ...current, [field.name]: value })); }}
          />
        ))}
        <div>
          <label htmlFor={`${id}-country`} className="mb-1.5 block text-sm font-medium text-sand-900">
            {t('admin.country')}
          </label>
          <select id={`${id}-country`} autoComplete="country" value={address.country} onChange={(event) => { const country = event.target.value; changed(); setAddress((current) => ({ ...current, country })); }} className={`${FIELD_INPUT} ${fieldBorder(false)}`}>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <button type="submit" className="btn-primary min-h-12" disabled={busy}>
        {busy ? t('admin.placing') : t('admin.submit')}
      </button>
      {result?.kind === 'placed' && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('admin.placed', { code: result.order.order_code, total: formatMinorUnits(result.order.total, result.order.currency, locale) })}
        </p>
      )}
      {result?.kind === 'failed' && (
        <p role="alert" className="rounded-lg border border-danger-600/30 bg-red-50 p-3 text-sm text-sand-900">
          {t('admin.failed', { message: result.message })}
        </p>
      )}
    </form>
  );
}
