// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { CompoundWords } from '@/components/common/compound-words';

afterEach(cleanup);

describe('product names keep their hyphenated compounds whole', () => {
  it('wraps each compound in an unbreakable span and leaves the text as it was', () => {
    const { container } = render(<CompoundWords text="Halo Trio 2 Dual-Motor Standing Desk, L-Shaped" />);
    expect(container.textContent).toBe('Halo Trio 2 Dual-Motor Standing Desk, L-Shaped');
    const kept = [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);
    expect(kept).toEqual(['Dual-Motor', 'L-Shaped']);
  });

  it('keeps compounds with accents and several hyphens', () => {
    const { container } = render(<CompoundWords text="Bureau assis-debout électrique Höhen-verstell-bar" />);
    const kept = [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);
    expect(kept).toEqual(['assis-debout', 'Höhen-verstell-bar']);
  });

  it('adds nothing to a name without a compound', () => {
    const { container } = render(<CompoundWords text="Ergonomic Chair" />);
    expect(container.innerHTML).toBe('Ergonomic Chair');
  });
});
