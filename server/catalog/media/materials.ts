/**
 * Materials the pictures can paint. `finish` picks the texture; `base` is the colour of
 * materials that carry their own colour (woods, laminates), ignored for colour-neutral ones.
 */
export type Finish = 'wood' | 'bamboo' | 'laminate' | 'carbon' | 'metal' | 'mesh' | 'fabric' | 'leather' | 'plastic' | 'felt';

export interface MaterialLook {
  finish: Finish;
  base: string;
}

export const MATERIALS = {
  'white-laminate': { finish: 'laminate', base: '#f3f1ec' },
  'black-laminate': { finish: 'laminate', base: '#2c2d31' },
  oak: { finish: 'wood', base: '#caa272' },
  walnut: { finish: 'wood', base: '#7b5236' },
  bamboo: { finish: 'bamboo', base: '#d5ad70' },
  carbon: { finish: 'carbon', base: '#202125' },
  steel: { finish: 'metal', base: '#8e9399' },
  aluminium: { finish: 'metal', base: '#c9ccd0' },
  mesh: { finish: 'mesh', base: '#3a3b3f' },
  fabric: { finish: 'fabric', base: '#8a8a8a' },
  leather: { finish: 'leather', base: '#6b4a33' },
  'pu-leather': { finish: 'leather', base: '#2a2a2e' },
  plastic: { finish: 'plastic', base: '#d8d8d8' },
  felt: { finish: 'felt', base: '#8d9196' },
} as const satisfies Record<string, MaterialLook>;

export type MaterialId = keyof typeof MATERIALS;

export function isMaterialId(value: string): value is MaterialId {
  return Object.hasOwn(MATERIALS, value);
}

export function materialLook(id: MaterialId): MaterialLook {
  return MATERIALS[id];
}
