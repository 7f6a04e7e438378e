/*
 * Where the consent layer sits on a page the shopper fills in (checkout, cart): in the page's flow
 * after its content, instead of floating over the bottom of the screen, where it covered the
 * fields being filled (issue 20 item 7). An empty element until the layer arrives, and below the
 * fold when it does, so nothing the shopper sees moves.
 */
export const CONSENT_DOCK_ID = 'consent-dock';

export function ConsentDock() {
  return <div id={CONSENT_DOCK_ID} className="empty:hidden mt-10" />;
}
