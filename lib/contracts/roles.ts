/** Who a signed-in caller is: what an access token says and what an endpoint may require. */
export type Role = 'customer' | 'vendor' | 'admin';
