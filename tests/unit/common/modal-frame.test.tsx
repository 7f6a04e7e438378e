// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ModalFrame } from '@/components/common/modal-frame';
import { MODAL_LOOKS, type ModalVariant } from '@/components/common/modal-looks';

afterEach(cleanup);

const variants = Object.keys(MODAL_LOOKS) as ModalVariant[];

describe('ModalFrame, the one dialog of the store', () => {
  it.each(variants)('as %s: a dialog named by its title, with the close button and the content', (variant) => {
    const onClose = vi.fn();
    render(
      <ModalFrame open onClose={onClose} variant={variant} title="Filters" closeLabel="Close the filters">
        <button type="button">Inside</button>
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.querySelector(`[class="${MODAL_LOOKS[variant].panel}"]`)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Inside' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the filters' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <ModalFrame open onClose={onClose} variant="drawer-end" title="Filters" closeLabel="Close">
        <p>Body</p>
      </ModalFrame>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('names a panel without a title by its label and says while it loads', () => {
    render(
      <ModalFrame open onClose={() => undefined} variant="sheet" closeLabel="Close" panelLabel="Loading the product" busy>
        <p>Body</p>
      </ModalFrame>,
    );
    const panel = screen.getByLabelText('Loading the product');
    expect(panel.getAttribute('aria-busy')).toBe('true');
  });

  it('puts the lead under the title as the description, or keeps its space in the centred dialog', () => {
    const { rerender } = render(
      <ModalFrame open onClose={() => undefined} title="Sign in" lead="We e-mail you a code." closeLabel="Close">
        <p>Body</p>
      </ModalFrame>,
    );
    expect(screen.getByRole('dialog', { description: 'We e-mail you a code.' })).toBeTruthy();
    rerender(
      <ModalFrame open onClose={() => undefined} title="Sign in" closeLabel="Close">
        <p>Body</p>
      </ModalFrame>,
    );
    expect(screen.getByRole('dialog').querySelector('div.mb-6')).not.toBeNull();
  });
});
