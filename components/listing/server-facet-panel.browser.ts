/* In the browser the sidebar keeps the server's markup until the panel's code loads (decision 0059). */
export const serverFacetPanel = null;
