/** An order number from the address (?order=, [orderNumber]), upper-cased; null when it cannot be one. */
export function orderCodeParam(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^DH\d{8}$/.test(code) ? code : null;
}
