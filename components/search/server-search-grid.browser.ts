/* In the browser a search keeps the server's grid until it shows other results (decision 0062). */
export const serverSearchGrid = null;
