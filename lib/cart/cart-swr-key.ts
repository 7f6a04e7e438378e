/** The SWR key every view of the cart shares (header count, popup cart, /cart). */
export const CART_SWR_KEY = 'deskhaus:cart';
