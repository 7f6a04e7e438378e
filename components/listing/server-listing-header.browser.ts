/* In the browser a listing keeps the server's header (decision 0062). */
export const serverListingHeader = null;
