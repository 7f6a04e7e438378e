/* In the browser a listing keeps the server's grid until it shows other results (decision 0062). */
export const serverListingGrid = null;
