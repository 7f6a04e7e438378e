import { describe, expect, it } from 'vitest';
import { resolveShellOptions } from '@/components/layout/page-shell-options';

describe('page shell options', () => {
  it('give a page the standard layout, the toaster and the chat unless it says otherwise', () => {
    expect(resolveShellOptions({}, undefined)).toEqual({ layout: 'standard', hideToaster: false, hideChat: false });
  });

  it('follow the statics a page sets on its component', () => {
    expect(resolveShellOptions({ layout: 'none', hideToaster: true, hideChat: true }, {})).toEqual({
      layout: 'none',
      hideToaster: true,
      hideChat: true,
    });
  });

  it('let the page props override the statics, option by option', () => {
    expect(resolveShellOptions({ layout: 'none', hideChat: true }, { shell: { hideChat: false } })).toEqual({
      layout: 'none',
      hideToaster: false,
      hideChat: false,
    });
  });
});
