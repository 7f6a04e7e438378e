import { sql } from 'drizzle-orm';
import type { CurrencyAmounts, ProductOptionChoiceRow, ProductOptionKind } from '@/server/db/schema/catalog/product-options';
import type { ProductShape } from '@/server/catalog/media/product-shapes';
import { pricesInAllCurrencies } from './currency-prices';
import { l, type Localized } from './localized';
import type { SeedTx } from './seed-writer';

/*
 * Customization and personalization options, by product shape. Every product of a shape gets
 * the same options, so the step needs no random numbers and stays deterministic; it is written
 * by one INSERT ... SELECT over the products already in the transaction, which keeps a
 * 100,000-product bench seed fast.
 */

interface OptionTemplate {
  code: string;
  kind: ProductOptionKind;
  name: Localized;
  help?: Localized;
  choices?: { code: string; label: Localized; usd: number }[];
  maxLength?: number;
  usd?: number;
}

/** Store prices of a US-dollar surcharge in every seeded currency (0 stays free everywhere). */
function amountsOf(usd: number): CurrencyAmounts {
  if (usd === 0) return {};
  return Object.fromEntries(pricesInAllCurrencies(usd, '00', null).map((price) => [price.currency, price.amount]));
}

function choiceRows(template: OptionTemplate): ProductOptionChoiceRow[] {
  return (template.choices ?? []).map((choice, index) => ({
    code: choice.code,
    label: { ...choice.label },
    priceDeltas: amountsOf(choice.usd),
    isDefault: index === 0,
  }));
}

const WARRANTY: OptionTemplate = {
  code: 'warranty',
  kind: 'choice',
  name: l('Protection plan', 'Plan de protection', 'Schutzplan'),
  help: l(
    'Parts, labour and in-home service beyond the included warranty.',
    'Pièces, main-d’œuvre et intervention à domicile au-delà de la garantie incluse.',
    'Teile, Arbeitszeit und Service vor Ort über die enthaltene Garantie hinaus.',
  ),
  choices: [
    { code: 'included', label: l('Included warranty', 'Garantie incluse', 'Enthaltene Garantie'), usd: 0 },
    { code: 'plus-2-years', label: l('+2 years of cover', '+2 ans de couverture', '+2 Jahre Schutz'), usd: 59 },
    { code: 'plus-5-years', label: l('+5 years of cover', '+5 ans de couverture', '+5 Jahre Schutz'), usd: 119 },
  ],
};

const ELECTRONICS_WARRANTY: OptionTemplate = {
  ...WARRANTY,
  choices: [
    { code: 'included', label: l('Included warranty', 'Garantie incluse', 'Enthaltene Garantie'), usd: 0 },
    { code: 'plus-2-years', label: l('+2 years of cover', '+2 ans de couverture', '+2 Jahre Schutz'), usd: 29 },
    { code: 'plus-3-years', label: l('+3 years and accidental damage', '+3 ans et dommages accidentels', '+3 Jahre inkl. Unfallschäden'), usd: 49 },
  ],
};

const DESK_SIZE_UPGRADE: OptionTemplate = {
  code: 'desktop-depth',
  kind: 'choice',
  name: l('Desktop depth', 'Profondeur du plateau', 'Plattentiefe'),
  help: l(
    'A deeper top leaves room for a second monitor and a keyboard tray.',
    'Un plateau plus profond laisse la place à un second écran et à un clavier.',
    'Eine tiefere Platte bietet Platz für einen zweiten Monitor und eine Tastatur.',
  ),
  choices: [
    { code: 'standard', label: l('Standard depth', 'Profondeur standard', 'Standardtiefe'), usd: 0 },
    { code: 'deep', label: l('10 cm deeper', '10 cm plus profond', '10 cm tiefer'), usd: 79 },
  ],
};

const CABLE_KIT: OptionTemplate = {
  code: 'cable-kit',
  kind: 'choice',
  name: l('Cable management', 'Gestion des câbles', 'Kabelmanagement'),
  choices: [
    { code: 'none', label: l('No cable kit', 'Sans kit de câbles', 'Ohne Kabelset'), usd: 0 },
    { code: 'kit', label: l('Cable tray, spine and ties', 'Goulotte, colonne et attaches', 'Kabelwanne, Kabelkette und Binder'), usd: 49 },
  ],
};

const DESK_ENGRAVING: OptionTemplate = {
  code: 'engraving',
  kind: 'text',
  name: l('Engraved name plate', 'Plaque gravée', 'Graviertes Namensschild'),
  help: l(
    'Up to 24 characters, laser-engraved on a brushed brass plate.',
    'Jusqu’à 24 caractères, gravés au laser sur une plaque en laiton brossé.',
    'Bis zu 24 Zeichen, lasergraviert auf einem Schild aus gebürstetem Messing.',
  ),
  maxLength: 24,
  usd: 19,
};

const ACCESSORY_ENGRAVING: OptionTemplate = {
  code: 'engraving',
  kind: 'text',
  name: l('Laser engraving', 'Gravure laser', 'Lasergravur'),
  help: l(
    'Up to 20 characters: a name, initials or a short motto.',
    'Jusqu’à 20 caractères : un nom, des initiales ou une courte devise.',
    'Bis zu 20 Zeichen: ein Name, Initialen oder ein kurzes Motto.',
  ),
  maxLength: 20,
  usd: 9,
};

const ARMRESTS: OptionTemplate = {
  code: 'armrests',
  kind: 'choice',
  name: l('Armrests', 'Accoudoirs', 'Armlehnen'),
  choices: [
    { code: '3d', label: l('3D adjustable', 'Réglables 3D', '3D-verstellbar'), usd: 0 },
    { code: '4d', label: l('4D with soft-touch pads', '4D avec manchettes souples', '4D mit Softpads'), usd: 39 },
  ],
};

const HEADREST: OptionTemplate = {
  code: 'headrest',
  kind: 'choice',
  name: l('Headrest', 'Appui-tête', 'Kopfstütze'),
  choices: [
    { code: 'none', label: l('Without headrest', 'Sans appui-tête', 'Ohne Kopfstütze'), usd: 0 },
    { code: 'adjustable', label: l('Adjustable headrest', 'Appui-tête réglable', 'Verstellbare Kopfstütze'), usd: 59 },
  ],
};

const POD_INSTALLATION: OptionTemplate = {
  code: 'installation',
  kind: 'choice',
  name: l('Delivery and installation', 'Livraison et installation', 'Lieferung und Aufbau'),
  help: l(
    'White-glove crews carry the pod in, assemble it and take the packaging away.',
    'Nos équipes livrent la cabine dans la pièce, la montent et repartent avec les emballages.',
    'Unser Team trägt die Kabine hinein, baut sie auf und nimmt die Verpackung mit.',
  ),
  choices: [
    { code: 'kerbside', label: l('Kerbside delivery, self-assembly', 'Livraison au pied de l’immeuble, montage par vos soins', 'Lieferung bis Bordsteinkante, Selbstaufbau'), usd: 0 },
    { code: 'white-glove', label: l('White-glove installation', 'Installation clé en main', 'Aufbau durch unser Team'), usd: 690 },
  ],
};

const ASSEMBLY: OptionTemplate = {
  code: 'assembly',
  kind: 'choice',
  name: l('Assembly', 'Montage', 'Montage'),
  choices: [
    { code: 'self', label: l('I will assemble it', 'Je le monte moi-même', 'Ich baue selbst auf'), usd: 0 },
    { code: 'service', label: l('Assembly at delivery', 'Montage à la livraison', 'Aufbau bei Lieferung'), usd: 79 },
  ],
};

const OPTIONS_BY_SHAPE: Partial<Record<ProductShape, readonly OptionTemplate[]>> = {
  'standing-desk': [DESK_SIZE_UPGRADE, CABLE_KIT, DESK_ENGRAVING, WARRANTY],
  'desk-frame': [CABLE_KIT, WARRANTY],
  'office-chair': [ARMRESTS, HEADREST, WARRANTY],
  'gaming-chair': [ARMRESTS, WARRANTY],
  'work-pod': [POD_INSTALLATION],
  monitor: [ELECTRONICS_WARRANTY],
  headphones: [ELECTRONICS_WARRANTY],
  keyboard: [ELECTRONICS_WARRANTY],
  'laptop-stand': [ACCESSORY_ENGRAVING],
  'desk-lamp': [ACCESSORY_ENGRAVING],
  'storage-cabinet': [ASSEMBLY],
  bookshelf: [ASSEMBLY],
};

interface OptionTemplateRow {
  shape: string;
  code: string;
  kind: ProductOptionKind;
  name: Localized;
  help: Localized | null;
  choices: ProductOptionChoiceRow[];
  max_length: number | null;
  price_deltas: CurrencyAmounts;
  position: number;
}

export function productOptionTemplateRows(): OptionTemplateRow[] {
  return Object.entries(OPTIONS_BY_SHAPE).flatMap(([shape, templates]) =>
    (templates ?? []).map((template, position) => ({
      shape,
      code: template.code,
      kind: template.kind,
      name: { ...template.name },
      help: template.help ? { ...template.help } : null,
      choices: choiceRows(template),
      max_length: template.maxLength ?? null,
      price_deltas: template.kind === 'text' ? amountsOf(template.usd ?? 0) : {},
      position,
    })),
  );
}

/** Writes the options of every product in the transaction, from its shape. */
export async function seedProductOptions(tx: SeedTx): Promise<void> {
  const templates = JSON.stringify(productOptionTemplateRows());
  await tx.execute(sql`
    INSERT INTO product_options (product_id, code, kind, name, help, choices, max_length, price_deltas, position)
    SELECT p.id, t.code, t.kind, t.name, t.help, t.choices, t.max_length, t.price_deltas, t.position
    FROM products p
    JOIN json_to_recordset(${templates}::json) AS t(
      shape text, code text, kind text, name jsonb, help jsonb, choices jsonb, max_length int, price_deltas jsonb, position int
    ) ON t.shape = p.shape
    WHERE p.kind <> 4
  `);
}
