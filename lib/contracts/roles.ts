/**
 * Who a signed-in caller is: what an access token says and what an endpoint may require. Brand
 * roles are never in a token (decision 0030): brand routes read the membership on every request.
 */
export type Role = 'customer' | 'admin';
