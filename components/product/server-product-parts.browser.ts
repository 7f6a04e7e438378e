/* In the browser these parts keep the server's markup (decision 0062). */
export const serverProductSections = null;
export const serverRelatedProducts = null;
