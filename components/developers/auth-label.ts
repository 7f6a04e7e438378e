const LABELS: Record<string, string> = {
  public: 'Public: no token needed',
  optional: 'Optional sign-in: a bearer token identifies the caller',
  customer: 'Customer bearer token',
  vendor: 'Vendor bearer token (or admin)',
  admin: 'Admin bearer token',
};

/** Who may call an operation, from its x-auth extension. */
export function authLabel(auth: string): string {
  return LABELS[auth] ?? auth;
}
