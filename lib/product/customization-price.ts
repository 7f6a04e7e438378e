import type { CustomizationOption } from '../contracts/catalog/product-detail-schemas';

/*
 * What the customization and personalization options add to one unit. A choice option always
 * has a choice (its default when the shopper picked none); a text option costs its charge only
 * when the shopper wrote something. The same rules price the page and the cart line on the
 * server, so the shopper is never charged a different amount than the one shown.
 */

export type CustomizationProblem = 'unknown-option' | 'unknown-choice' | 'not-a-choice' | 'not-a-text' | 'text-too-long' | 'text-invalid';

export interface CustomizationIssue {
  code: string;
  problem: CustomizationProblem;
}

export interface CustomizationQuote {
  /** Added to the unit price, in minor units. */
  amount: number;
  /** The choice code of every choice option, defaults filled in. */
  choices: Record<string, string>;
  /** Trimmed, non-empty personalization texts. */
  personalization: Record<string, string>;
  issues: CustomizationIssue[];
}

/* Control characters cannot be engraved or printed; line breaks are not offered either. */
const CONTROL = /\p{Cc}/u;

/** Characters as a shopper counts them (an emoji or "é" is one). */
export function textLength(text: string): number {
  return [...text].length;
}

export function normalizePersonalization(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function defaultChoices(options: readonly CustomizationOption[]): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const option of options) {
    if (option.kind !== 'choice') continue;
    const chosen = option.choices.find((choice) => choice.isDefault) ?? option.choices[0];
    if (chosen) choices[option.code] = chosen.code;
  }
  return choices;
}

export function quoteCustomizations(
  options: readonly CustomizationOption[],
  requestedChoices: Readonly<Record<string, string>>,
  requestedTexts: Readonly<Record<string, string>>,
): CustomizationQuote {
  const byCode = new Map(options.map((option) => [option.code, option]));
  const issues: CustomizationIssue[] = [];
  const choices = defaultChoices(options);
  const personalization: Record<string, string> = {};
  let amount = 0;

  for (const [code, choiceCode] of Object.entries(requestedChoices)) {
    const option = byCode.get(code);
    if (!option) issues.push({ code, problem: 'unknown-option' });
    else if (option.kind !== 'choice') issues.push({ code, problem: 'not-a-choice' });
    else if (!option.choices.some((choice) => choice.code === choiceCode)) issues.push({ code, problem: 'unknown-choice' });
    else choices[code] = choiceCode;
  }
  for (const [code, raw] of Object.entries(requestedTexts)) {
    const option = byCode.get(code);
    const text = normalizePersonalization(raw);
    if (!option) issues.push({ code, problem: 'unknown-option' });
    else if (option.kind !== 'text') issues.push({ code, problem: 'not-a-text' });
    else if (CONTROL.test(text)) issues.push({ code, problem: 'text-invalid' });
    else if (textLength(text) > option.maxLength) issues.push({ code, problem: 'text-too-long' });
    else if (text !== '') personalization[code] = text;
  }

  for (const option of options) {
    if (option.kind === 'choice') {
      amount += option.choices.find((choice) => choice.code === choices[option.code])?.priceDelta ?? 0;
    } else if (personalization[option.code] !== undefined) {
      amount += option.priceDelta;
    }
  }
  return { amount, choices, personalization, issues };
}
