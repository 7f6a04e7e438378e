/**
 * How each kind of ModalFrame looks: the backdrop, the boxes that place the panel, the panel, and
 * either a header row (title then close button) or, with `header: null`, a close button in the
 * panel's corner above the title.
 */
export interface ModalLook {
  backdrop: string;
  /** Boxes around the panel, outermost first. */
  wrappers: readonly string[];
  panel: string;
  header: string | null;
  title: string;
  close: string;
  lead: string;
}

const BACKDROP = 'fixed inset-0 bg-sand-900/40';
const LIGHT_BACKDROP = 'fixed inset-0 bg-sand-900/30';
const DRAWER_CLOSE = 'flex size-10 items-center justify-center rounded-full text-sand-700 hover:bg-sand-100';

export const MODAL_LOOKS = {
  /** Centred from md up, a sheet from the bottom on phones; the page behind scrolls a tall one. */
  dialog: {
    backdrop: BACKDROP,
    // The scrolling box holds a min-h-full flex box: a panel taller than the screen then scrolls
    // from its top, where a flex container that scrolls itself would cut the title off.
    wrappers: ['fixed inset-0 overflow-y-auto', 'flex min-h-full items-end justify-center p-3 md:items-center md:p-6'],
    panel: 'relative w-full max-w-md animate-fade-in rounded-xl bg-white p-5 shadow-raised md:p-8',
    header: null,
    title: 'pe-10 text-xl font-semibold tracking-tight text-sand-900',
    close: 'absolute end-3 top-3 flex size-10 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900',
    lead: 'mt-2 mb-6 text-sm text-sand-600',
  },
  /** A small centred box with its title and close button on one row (the locale choice). */
  compact: {
    backdrop: LIGHT_BACKDROP,
    wrappers: ['fixed inset-0 flex items-end justify-center p-3 md:items-center md:p-6'],
    panel: 'w-full max-w-md animate-fade-in rounded-xl bg-white p-5 shadow-raised md:p-6',
    header: 'flex items-start justify-between gap-4',
    title: 'text-lg font-semibold text-sand-900',
    close: '-m-1 flex size-9 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900',
    lead: 'mt-1 mb-4 text-sm text-sand-600',
  },
  /** A wide sheet (the quick view): from the bottom on phones, centred from md up, no title row. */
  sheet: {
    backdrop: 'fixed inset-0 animate-fade-in bg-sand-900/40',
    wrappers: ['fixed inset-0 flex items-end justify-center md:items-center md:p-6'],
    panel:
      'relative flex max-h-[92dvh] w-full animate-fade-in flex-col overflow-hidden rounded-t-3xl bg-white shadow-raised md:max-h-[min(46rem,90dvh)] md:max-w-4xl md:rounded-3xl',
    header: null,
    title: '',
    close: 'absolute end-3 top-3 z-10 flex size-10 items-center justify-center rounded-full bg-white/90 text-sand-800 shadow-soft hover:bg-white',
    lead: '',
  },
  /** The navigation drawer, from the start side. */
  'drawer-start': {
    backdrop: LIGHT_BACKDROP,
    wrappers: [],
    panel: 'fixed inset-y-0 start-0 flex w-[min(22rem,88vw)] animate-fade-in flex-col overflow-y-auto bg-white shadow-raised',
    header: 'flex h-16 shrink-0 items-center justify-between border-b border-sand-100 px-4',
    title: 'text-lg font-semibold text-sand-900',
    close: DRAWER_CLOSE,
    lead: '',
  },
  /** The filters drawer, from the end side. */
  'drawer-end': {
    backdrop: LIGHT_BACKDROP,
    wrappers: [],
    panel: 'fixed inset-y-0 end-0 flex w-[min(24rem,92vw)] animate-fade-in flex-col bg-white shadow-raised',
    header: 'flex h-16 shrink-0 items-center justify-between border-b border-line px-4',
    title: 'text-lg font-semibold text-ink',
    close: DRAWER_CLOSE,
    lead: '',
  },
  /** The popup cart: full height at the end side, as wide as a phone. */
  'side-panel': {
    backdrop: BACKDROP,
    wrappers: ['fixed inset-0 flex justify-end'],
    panel: 'flex h-full w-full max-w-md animate-fade-in flex-col bg-white shadow-raised',
    header: 'flex h-16 shrink-0 items-center justify-between gap-3 border-b border-line px-5',
    title: 'text-lg font-semibold tracking-tight text-ink',
    close: '-me-2 flex size-10 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900',
    lead: '',
  },
} as const satisfies Record<string, ModalLook>;

export type ModalVariant = keyof typeof MODAL_LOOKS;
