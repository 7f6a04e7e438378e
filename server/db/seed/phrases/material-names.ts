import type { MaterialId } from '@/server/catalog/media/materials';
import { l, type Localized } from '../localized';

export interface MaterialWords {
  /** As an option value or a spec value: "Walnut". */
  name: Localized;
  /** Fits "the top {made}": "in walnut" / "en noyer" / "aus Nussbaumholz". */
  made: Localized;
}

export const MATERIAL_WORDS: Readonly<Record<MaterialId, MaterialWords>> = {
  'white-laminate': { name: l('White laminate', 'Stratifié blanc', 'Weißes Laminat'), made: l('in white laminate', 'en stratifié blanc', 'aus weißem Laminat') },
  'black-laminate': { name: l('Black laminate', 'Stratifié noir', 'Schwarzes Laminat'), made: l('in black laminate', 'en stratifié noir', 'aus schwarzem Laminat') },
  oak: { name: l('Oak', 'Chêne', 'Eiche'), made: l('in oak', 'en chêne', 'aus Eichenholz') },
  walnut: { name: l('Walnut', 'Noyer', 'Nussbaum'), made: l('in walnut', 'en noyer', 'aus Nussbaumholz') },
  bamboo: { name: l('Bamboo', 'Bambou', 'Bambus'), made: l('in bamboo', 'en bambou', 'aus Bambus') },
  carbon: { name: l('Carbon texture', 'Texture carbone', 'Carbonoptik'), made: l('in carbon-fibre texture', 'à texture fibre de carbone', 'in Carbonoptik') },
  steel: { name: l('Powder-coated steel', 'Acier thermolaqué', 'Pulverbeschichteter Stahl'), made: l('in powder-coated steel', 'en acier thermolaqué', 'aus pulverbeschichtetem Stahl') },
  aluminium: { name: l('Anodised aluminium', 'Aluminium anodisé', 'Eloxiertes Aluminium'), made: l('in anodised aluminium', 'en aluminium anodisé', 'aus eloxiertem Aluminium') },
  mesh: { name: l('Breathable mesh', 'Maille respirante', 'Atmungsaktives Netzgewebe'), made: l('in breathable mesh', 'en maille respirante', 'aus atmungsaktivem Netzgewebe') },
  fabric: { name: l('Woven fabric', 'Tissu chiné', 'Webstoff'), made: l('in woven fabric', 'en tissu chiné', 'aus Webstoff') },
  leather: { name: l('Full-grain leather', 'Cuir pleine fleur', 'Vollnarbenleder'), made: l('in full-grain leather', 'en cuir pleine fleur', 'aus Vollnarbenleder') },
  'pu-leather': { name: l('Vegan leather', 'Cuir végétal', 'Veganes Leder'), made: l('in vegan leather', 'en cuir végétal', 'aus veganem Leder') },
  plastic: { name: l('Recycled plastic', 'Plastique recyclé', 'Recycelter Kunststoff'), made: l('in recycled plastic', 'en plastique recyclé', 'aus recyceltem Kunststoff') },
  felt: { name: l('Acoustic felt', 'Feutre acoustique', 'Akustikfilz'), made: l('in acoustic felt', 'en feutre acoustique', 'aus Akustikfilz') },
};
