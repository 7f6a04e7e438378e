// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { renderProduct } from './render-product';

afterEach(cleanup);

function Stepper({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} max={max} onChange={setValue} />;
}

const field = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const status = () => screen.getByRole('status');

describe('the product page quantity says why it changed what was typed', () => {
  it('brings 999 down to what may be bought, and says so', () => {
    renderProduct(<Stepper max={3} />);
    fireEvent.change(field(), { target: { value: '999' } });
    expect(field().value).toBe('3');
    expect(status().textContent).toBe('You can buy at most 3 of this item at a time.');
  });

  it('keeps 0 at 1, and says so', () => {
    renderProduct(<Stepper max={3} />);
    fireEvent.change(field(), { target: { value: '0' } });
    expect(field().value).toBe('1');
    expect(status().textContent).toBe('The quantity is at least 1.');
  });

  it('takes a number within the limits without a word, and lets the field be emptied to type another', () => {
    renderProduct(<Stepper max={5} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: '4' } });
    expect(field().value).toBe('4');
    expect(status().textContent).toBe('');
  });

  it('keeps the focus on − at the lowest quantity instead of disabling it', () => {
    renderProduct(<Stepper max={5} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    decrease.focus();
    fireEvent.click(decrease);
    expect(field().value).toBe('1');
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    expect(decrease.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(decrease);
    fireEvent.click(decrease);
    expect(field().value).toBe('1');
  });
});
