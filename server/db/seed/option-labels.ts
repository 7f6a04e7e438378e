import type { VariantOptionName } from '@/server/db/schema/catalog/catalog';
import { COLOURS, type ColourId } from '@/server/catalog/media/palette';
import { MATERIALS, type MaterialId } from '@/server/catalog/media/materials';
import type { SeedOptionLabel } from './catalog-types';
import { SEED_LANGUAGES, type Localized } from './localized';
import { COLOUR_NAMES } from './phrases/colour-names';
import { MATERIAL_WORDS } from './phrases/material-names';
import { SIZE_LABELS, type SizeId } from './phrases/size-labels';
import { PRODUCT_LINES } from './product-lines';

/* Every value any line can use, whatever the product count, so labels never go missing. */
function usedValues(): { option: VariantOptionName; value: string; label: Localized; position: number }[] {
  const colourPosition = (id: ColourId) => Object.keys(COLOURS).indexOf(id);
  const finishPosition = (id: MaterialId) => 100 + Object.keys(MATERIALS).indexOf(id);
  const sizePosition = (id: SizeId) => Object.keys(SIZE_LABELS).indexOf(id);
  const entries = new Map<string, { option: VariantOptionName; value: string; label: Localized; position: number }>();
  const add = (option: VariantOptionName, value: string, label: Localized, position: number) =>
    entries.set(`${option}:${value}`, { option, value, label, position });
  for (const line of PRODUCT_LINES) {
    const sizes = line.sizes ?? [];
    switch (line.plan) {
      case 'desk':
        line.colours.forEach((colour) => add('frame', colour, COLOUR_NAMES[colour], colourPosition(colour)));
        (line.finishes ?? []).forEach((finish) => add('colour', finish, MATERIAL_WORDS[finish].name, finishPosition(finish)));
        sizes.forEach((size) => add('size', size, SIZE_LABELS[size], sizePosition(size)));
        break;
      case 'finish':
        (line.finishes ?? []).forEach((finish) => add('colour', finish, MATERIAL_WORDS[finish].name, finishPosition(finish)));
        break;
      case 'size':
        sizes.forEach((size) => add('size', size, SIZE_LABELS[size], sizePosition(size)));
        break;
      case 'colour-size':
        sizes.forEach((size) => add('size', size, SIZE_LABELS[size], sizePosition(size)));
        line.colours.forEach((colour) => add('colour', colour, COLOUR_NAMES[colour], colourPosition(colour)));
        break;
      case 'colour':
        line.colours.forEach((colour) => add('colour', colour, COLOUR_NAMES[colour], colourPosition(colour)));
        break;
    }
  }
  return [...entries.values()];
}

export function optionLabelRows(): SeedOptionLabel[] {
  return usedValues()
    .sort((a, b) => a.option.localeCompare(b.option) || a.position - b.position || a.value.localeCompare(b.value))
    .flatMap(({ option, value, label, position }) =>
      SEED_LANGUAGES.map((language) => ({ option, value, language, label: label[language], position })),
    );
}
