/* The browser never renders structured data: it keeps what the server wrote (decision 0064). */
export const serverJsonLdScripts = null;
