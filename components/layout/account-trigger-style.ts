// Signed out and signed in take the same width, so the header does not shift when the session
// is restored after the (cached, anonymous) page has been shown. Signed out, "Sign in" sits at
// the end of that width, beside the cart, rather than leaving a hole between the two.
export const ACCOUNT_TRIGGER =
  'flex h-10 min-w-0 items-center gap-2 rounded-full px-2.5 text-sm font-medium text-sand-800 transition-colors hover:bg-sand-100 lg:w-40';
