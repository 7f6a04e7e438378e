/*
 * Tax of a checkout by its destination (issue 5, ADR 0012). Pure: the checkout use cases pass
 * the amounts they priced. Three regimes:
 * - GB and the EU ('included'): prices already include VAT at the destination's standard rate
 *   (server/pricing/cart/tax-rates.ts); the line reports the VAT part of goods and shipping,
 *   round(gross × rate / (1 + rate)). Paying it adds nothing to the total.
 * - US and Canada ('added'): tax is added on top. US: the state's base rate on the goods, and on
 *   shipping in the states that tax it (us-sales-tax-rates.ts). Canada: GST or HST, plus PST,
 *   RST or QST as separate lines, on goods and shipping (canada-tax-rates.ts).
 * - The Emirates ('added'): 5% VAT on goods and shipping. Anywhere else: no tax line.
 * Gift cards are a means of payment, not a supply: no tax on them anywhere. Each line is
 * rounded once, half up, to the minor unit; the total is the sum of the lines, so what the
 * shopper adds up is what is charged. Rates are in parts per million internally; rate_bps is
 * that rate rounded half up to a basis point for display (QST 9.975% → 998), and the label
 * carries the exact rate.
 */
import { includedVat, mulDivRound } from '@/lib/cart/money';
import { regionCodeOf } from '@/lib/address/country-address-rules';
import { includedVatRateOf } from '@/server/pricing/cart/tax-rates';
import { CANADA_FALLBACK_COMPONENTS, CANADA_TAX_COMPONENTS } from './canada-tax-rates';
import { US_STATE_SALES_TAX_PPM, US_STATES_TAXING_SHIPPING } from './us-sales-tax-rates';

export interface TaxDestination {
  country: string;
  state_or_province: string;
  postal_code: string;
}

export interface TaxInput {
  destination: TaxDestination;
  currency: string;
  /** Each line's amount after discounts, in minor units. */
  lines: { amount: number; isGiftCard: boolean }[];
  shippingPrice: number;
}

/** What a tax line is, so each language can name it ("TPS" is the GST in French). */
export type TaxKind = 'sales_tax' | 'gst' | 'hst' | 'pst' | 'rst' | 'qst' | 'vat' | 'vat_included';

export interface TaxLine {
  /** English reading for API clients and logs: "CA sales tax 7.25%", "GST 5%", "VAT 20% included". */
  label: string;
  kind: TaxKind;
  /** The state or province whose tax it is ('' for national taxes). */
  region: string;
  /** The exact rate as a decimal percent ("7.25", "9.975"): rate_bps is rounded for some rates. */
  rate_percent: string;
  rate_bps: number;
  amount: number;
}

export interface TaxResult {
  mode: 'included' | 'added';
  lines: TaxLine[];
  total: number;
}

const TAX_KIND_OF_COMPONENT = { GST: 'gst', HST: 'hst', PST: 'pst', RST: 'rst', QST: 'qst' } as const satisfies Record<string, TaxKind>;

const PPM_PER_BPS = 100;
const PPM = 1_000_000;
const UAE_VAT_PPM = 50_000;

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer amount in minor units (got ${value}).`);
}

/** 72 500 ppm → "7.25%"; 99 750 → "9.975%". */
function percentText(ratePpm: number): string {
  return `${String(ratePpm / 10_000)}%`;
}

function addedLine(kind: TaxKind, region: string, label: string, ratePpm: number, base: number): TaxLine {
  return {
    label: `${label} ${percentText(ratePpm)}`,
    kind,
    region,
    rate_percent: String(ratePpm / 10_000),
    rate_bps: Math.round(ratePpm / PPM_PER_BPS),
    amount: mulDivRound(base, ratePpm, PPM),
  };
}

/* A tax that comes to nothing (only gift cards, a 0% state) is not shown as a line. */
function result(mode: TaxResult['mode'], lines: TaxLine[]): TaxResult {
  const kept = lines.filter((line) => line.amount > 0);
  return { mode, lines: kept, total: kept.reduce((sum, line) => sum + line.amount, 0) };
}

export function computeTax(input: TaxInput): TaxResult {
  for (const line of input.lines) assertAmount(line.amount, 'A line amount');
  assertAmount(input.shippingPrice, 'The shipping price');

  // A discount may come as a negative line; the goods' taxable base never goes below zero.
  const goods = Math.max(
    0,
    input.lines.filter((line) => !line.isGiftCard).reduce((sum, line) => sum + line.amount, 0),
  );
  const shipping = Math.max(0, input.shippingPrice);
  const country = input.destination.country.trim().toUpperCase();

  const vatBps = includedVatRateOf(country);
  if (vatBps !== null) {
    return result('included', [
      {
        label: `VAT ${percentText(vatBps * PPM_PER_BPS)} included`,
        kind: 'vat_included',
        region: '',
        rate_percent: String(vatBps / 100),
        rate_bps: vatBps,
        amount: includedVat(goods + shipping, vatBps),
      },
    ]);
  }

  if (country === 'US') {
    const state = regionCodeOf('US', input.destination.state_or_province);
    const rate = state === null ? 0 : (US_STATE_SALES_TAX_PPM[state] ?? 0);
    if (state === null || rate === 0) return result('added', []);
    const base = goods + (US_STATES_TAXING_SHIPPING.has(state) ? shipping : 0);
    return result('added', [addedLine('sales_tax', state, `${state} sales tax`, rate, base)]);
  }

  if (country === 'CA') {
    const province = regionCodeOf('CA', input.destination.state_or_province);
    const components = (province && CANADA_TAX_COMPONENTS[province]) || CANADA_FALLBACK_COMPONENTS;
    return result(
      'added',
      components.map((component) => addedLine(TAX_KIND_OF_COMPONENT[component.name], province ?? '', component.name, component.ratePpm, goods + shipping)),
    );
  }

  if (country === 'AE') return result('added', [addedLine('vat', '', 'VAT', UAE_VAT_PPM, goods + shipping)]);

  return result('added', []);
}
