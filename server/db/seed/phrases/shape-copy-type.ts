import type { Localized } from '../localized';
import type { PersonaId } from './personas';

/** Marketing copy for one kind of product; `{model}` stands for the model name ("Lumo Pro"). */
export interface ShapeCopy {
  short: readonly Localized[];
  intro: readonly Localized[];
  features: readonly Localized[];
  personas: readonly PersonaId[];
}
