// Signed out and signed in take the same width, so the header does not shift when the session
// is restored after the (cached, anonymous) page has been shown. Signed out, "Sign in" sits at
// the end of that width, beside the cart, rather than leaving a hole between the two.
export const ACCOUNT_TRIGGER = 'header-btn min-w-0 gap-2 lg:w-40';
