/* In the browser the home page keeps the server's sections (decision 0062). */
export const serverHomeSections = null;
export const serverHomeShelves = null;
