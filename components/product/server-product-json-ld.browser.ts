/* The browser builds no structured data: it keeps what the server wrote (decision 0064). */
export const serverProductJsonLd = null;
