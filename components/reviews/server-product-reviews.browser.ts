/* In the browser the reviews keep the server's markup until their code loads (decision 0062). */
export const serverProductReviews = null;
