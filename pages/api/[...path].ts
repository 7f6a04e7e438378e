import { apiNotFound } from '@/server/http/api-not-found';

// Literal, so Next reads it at build time: the body of an unknown route is never parsed.
export const config = { api: { bodyParser: false } };

export default apiNotFound;
