/** A pending test payment as the console shows it (the page's server side fills it). */
export interface PendingTestChargeView {
  reference: string;
  orderCode: string;
  methodId: number;
  kind: 'ach' | 'wire' | 'crypto' | 'other';
  asset: string | null;
  assetAmount: string | null;
  amount: number;
  currency: string;
  createdAt: string;
  expiresAt: string | null;
}
