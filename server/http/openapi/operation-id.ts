import type { AnyContract } from '@/lib/contracts/endpoint';

/** "GET /v1/catalog/products/{code}" → ["Get", "V1", "Catalog", "Products", "By", "Code"]. */
function words(contract: Pick<AnyContract, 'method' | 'path'>): string[] {
  const parts = contract.path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', ...splitWords(param[1] ?? '')] : splitWords(segment);
    });
  return [contract.method.toLowerCase(), ...parts].map((word) => word.charAt(0).toUpperCase() + word.slice(1));
}

function splitWords(text: string): string[] {
  return text.split(/[^a-zA-Z0-9]+/).filter(Boolean);
}

/** Stable operationId, e.g. "getV1CatalogProductsByCode". */
export function operationIdOf(contract: Pick<AnyContract, 'method' | 'path'>): string {
  const joined = words(contract).join('');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}

/** Prefix for the operation's component names, e.g. "GetV1CatalogProductsByCode". */
export function componentPrefixOf(contract: Pick<AnyContract, 'method' | 'path'>): string {
  return words(contract).join('');
}
