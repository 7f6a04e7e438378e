// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { VariantPicker } from '@/components/product/variant-picker';
import type { OptionGroup } from '@/lib/contracts/catalog/product-detail-schemas';
import { renderProduct } from './render-product';

const GROUPS: OptionGroup[] = [
  {
    name: 'colour',
    values: [
      { value: 'oak', label: 'Oak', swatchHex: '#caa272' },
      { value: 'walnut', label: 'Walnut', swatchHex: '#7b5236' },
    ],
  },
  { name: 'frame', values: [{ value: 'black', label: 'Black', swatchHex: null }, { value: 'white', label: 'White', swatchHex: null }] },
  { name: 'size', values: [{ value: '140x70', label: '55" × 28"', swatchHex: null }] },
];

describe('the variant picker', () => {
  afterEach(cleanup);

  it('shows each option with the chosen value, calling the desk’s colour its desktop', () => {
    renderProduct(<VariantPicker groups={GROUPS} selected={{ colour: 'oak', frame: 'black', size: '140x70' }} isValueEnabled={() => true} onChoose={() => undefined} />);
    const desktop = screen.getByRole('group', { name: 'Desktop: Oak' });
    expect((within(desktop).getByRole('radio', { name: 'Oak' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Frame: Black' })).toBeTruthy();
    // A single size is no choice.
    expect(screen.queryByRole('group', { name: /Size/ })).toBeNull();
  });

  it('disables values that do not combine with the other choices, and says why', () => {
    const isValueEnabled = (option: string, value: string) => !(option === 'frame' && value === 'white');
    renderProduct(<VariantPicker groups={GROUPS} selected={{ colour: 'oak', frame: 'black' }} isValueEnabled={isValueEnabled} onChoose={() => undefined} />);
    const white = screen.getByRole('radio', { name: 'White (not available with this combination)' }) as HTMLInputElement;
    expect(white.disabled).toBe(true);
  });

  it('reports the shopper’s choice', () => {
    const onChoose = vi.fn();
    renderProduct(<VariantPicker groups={GROUPS} selected={{ colour: 'oak', frame: 'black' }} isValueEnabled={() => true} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Walnut' }));
    expect(onChoose).toHaveBeenCalledWith('colour', 'walnut');
  });

  it('renders nothing for a product without choices', () => {
    const { container } = renderProduct(<VariantPicker groups={[GROUPS[2]!]} selected={{}} isValueEnabled={() => true} onChoose={() => undefined} />);
    expect(container.textContent).toBe('');
  });
});
