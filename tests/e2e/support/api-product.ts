/* The fields of GET /api/v1/products/{code} that specs choose and buy products by. */
export interface ApiVariant {
  id: number;
  stock: number;
  isDefault: boolean;
  price: { amount: number };
  availability: { isPurchasable: boolean };
}

export interface ApiProduct {
  product_url_code: string;
  product_name: string;
  slug: string;
  categorySlug: string;
  kind: number;
  is_vendor_product: boolean;
  flash_sale: unknown;
  has_flash_sale_v2: boolean;
  priceTiers: unknown[];
  customizations: unknown[];
  availability: { isPurchasable: boolean };
  variants: ApiVariant[];
}
