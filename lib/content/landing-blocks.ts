import { z } from 'zod';
import { renderMarkdown } from './render-markdown';

/*
 * The blocks a landing page is composed of (decision 0036): what each holds that does not depend
 * on the language (settings: a picture key, a catalog query, a date, a link) and the words of
 * each language (content). Used by the content files' import, the operators' editor (form and
 * API) and the pages. Pure: the editor's preview renders with the same code.
 */

export const LANDING_BLOCK_TYPES = ['hero', 'text', 'picture', 'products', 'comparison', 'testimonials', 'faq', 'cta', 'countdown'] as const;
export type LandingBlockType = (typeof LANDING_BLOCK_TYPES)[number];
export type LandingRevision = 'draft' | 'live';
export const LANDING_LANGUAGES = ['en', 'fr', 'de'] as const;
export type LandingLanguage = (typeof LANDING_LANGUAGES)[number];

/** Store paths only: a landing links inside the store, to a help article or to mailto. */
export const landingHrefSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^(\/(?!\/)[\w\-./?=&#%]*|#[\w-]+|mailto:[^\s]+)$/, 'Use a path on this store, such as /standing-desks, an #anchor of the page or a mailto: address.');
const pictureKeySchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A picture key is lower-case words joined by dashes.').max(96);
const line = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

export const LANDING_COLLECTIONS = ['sale', 'hybrid', 'group-buy'] as const;
export const LANDING_PRODUCT_LIMIT = 12;

export const landingBlockSettingsSchema = z
  .object({
    picture: pictureKeySchema.optional(),
    /** The id of the block's section, so a link can point at it (#the-plan). */
    anchor: z.string().regex(/^[a-z][a-z0-9-]{0,47}$/).optional(),
    href: landingHrefSchema.optional(),
    categorySlugs: z.array(z.string().regex(/^[a-z0-9-]{1,96}$/)).max(6).optional(),
    productCodes: z.array(z.string().regex(/^[A-Z0-9-]{2,32}$/)).max(LANDING_PRODUCT_LIMIT).optional(),
    collection: z.enum(LANDING_COLLECTIONS).optional(),
    limit: z.number().int().min(1).max(LANDING_PRODUCT_LIMIT).optional(),
    /** A countdown's moment, ISO 8601 with its offset. */
    endsAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type LandingBlockSettings = z.infer<typeof landingBlockSettingsSchema>;

const heroText = z.object({ eyebrow: line(80), heading: required(140), lead: line(400), ctaLabel: line(60) }).strict();
const textText = z.object({ heading: line(140), markdown: required(8000) }).strict();
const pictureText = z.object({ alt: required(200), caption: line(240) }).strict();
const productsText = z.object({ heading: required(140), lead: line(300) }).strict();
const comparisonText = z
  .object({
    heading: required(140),
    columns: z.array(required(60)).min(2).max(4),
    rows: z.array(z.object({ label: required(80), values: z.array(line(120)).max(4) }).strict()).min(1).max(12),
  })
  .strict()
  .refine((value) => value.rows.every((row) => row.values.length === value.columns.length), { message: 'Every row needs one value per column.', path: ['rows'] });
const testimonialsText = z.object({ heading: required(140), items: z.array(z.object({ quote: required(500), name: required(80), role: line(120) }).strict()).min(1).max(6) }).strict();
const faqText = z.object({ heading: required(140), items: z.array(z.object({ question: required(200), answer: required(2000) }).strict()).min(1).max(12) }).strict();
const ctaText = z.object({ heading: required(140), body: line(400), label: required(60) }).strict();
const countdownText = z.object({ heading: required(140), body: line(400), endedText: required(200) }).strict();

const perLanguage = <T extends z.ZodTypeAny>(schema: T) => z.object({ en: schema, fr: schema, de: schema }).strict();
const settingsWith = <K extends keyof LandingBlockSettings>(...keys: K[]) =>
  landingBlockSettingsSchema.refine((settings) => keys.every((key) => settings[key] !== undefined), { message: `Needs ${keys.join(', ')}.` });

/** One block as the editor and the files give it: settings and the words of each language. */
export const landingBlockInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hero'), settings: landingBlockSettingsSchema, text: perLanguage(heroText) }).strict(),
  z.object({ type: z.literal('text'), settings: landingBlockSettingsSchema, text: perLanguage(textText) }).strict(),
  z.object({ type: z.literal('picture'), settings: settingsWith('picture'), text: perLanguage(pictureText) }).strict(),
  z.object({ type: z.literal('products'), settings: landingBlockSettingsSchema.refine((s) => Boolean(s.categorySlugs?.length || s.productCodes?.length || s.collection), { message: 'Choose categories, product codes or a collection.' }), text: perLanguage(productsText) }).strict(),
  z.object({ type: z.literal('comparison'), settings: landingBlockSettingsSchema, text: perLanguage(comparisonText) }).strict(),
  z.object({ type: z.literal('testimonials'), settings: landingBlockSettingsSchema, text: perLanguage(testimonialsText) }).strict(),
  z.object({ type: z.literal('faq'), settings: landingBlockSettingsSchema, text: perLanguage(faqText) }).strict(),
  z.object({ type: z.literal('cta'), settings: settingsWith('href'), text: perLanguage(ctaText) }).strict(),
  z.object({ type: z.literal('countdown'), settings: settingsWith('endsAt'), text: perLanguage(countdownText) }).strict(),
]);
export type LandingBlockInput = z.infer<typeof landingBlockInputSchema>;

export const landingDocumentSchema = z
  .object({
    title: perLanguage(required(120)),
    description: perLanguage(required(300)),
    blocks: z.array(landingBlockInputSchema).min(1).max(30),
  })
  .strict();
export type LandingDocument = z.infer<typeof landingDocumentSchema>;

/* The words of a block as stored and shown: the input plus the HTML rendered from Markdown. */
export type HeroContent = z.infer<typeof heroText>;
export type TextContent = z.infer<typeof textText> & { html: string };
export type PictureContent = z.infer<typeof pictureText>;
export type ProductsContent = z.infer<typeof productsText>;
export type ComparisonContent = z.infer<typeof comparisonText>;
export type TestimonialsContent = z.infer<typeof testimonialsText>;
export type FaqContent = { heading: string; items: { question: string; answer: string; answerHtml: string; answerText: string }[] };
export type CtaContent = z.infer<typeof ctaText>;
export type CountdownContent = z.infer<typeof countdownText>;

export interface LandingContentByType {
  hero: HeroContent;
  text: TextContent;
  picture: PictureContent;
  products: ProductsContent;
  comparison: ComparisonContent;
  testimonials: TestimonialsContent;
  faq: FaqContent;
  cta: CtaContent;
  countdown: CountdownContent;
}
export type LandingBlockContent = LandingContentByType[LandingBlockType];

/** A stored block in one language: what the page renders (before the products are read). */
export type LandingBlock = { [T in LandingBlockType]: { id: number; type: T; settings: LandingBlockSettings; content: LandingContentByType[T] } }[LandingBlockType];

/** The stored words of a block in one language, Markdown rendered (escaped) once, here. */
export function renderBlockContent(block: LandingBlockInput, language: LandingLanguage): LandingBlockContent {
  switch (block.type) {
    case 'text': {
      const text = block.text[language];
      return { ...text, html: renderMarkdown(text.markdown).html };
    }
    case 'faq': {
      const text = block.text[language];
      return {
        heading: text.heading,
        items: text.items.map((item) => {
          const rendered = renderMarkdown(item.answer);
          return { ...item, answerHtml: rendered.html, answerText: rendered.text.replace(/\n+/g, ' ').trim() };
        }),
      };
    }
    default:
      return block.text[language];
  }
}

/** The input form of stored words (the editor edits these): the derived HTML dropped. */
export function blockInputText(type: LandingBlockType, content: LandingBlockContent): unknown {
  if (type === 'text') {
    const { html: _html, ...rest } = content as TextContent;
    return rest;
  }
  if (type === 'faq') {
    const faq = content as FaqContent;
    return { heading: faq.heading, items: faq.items.map(({ question, answer }) => ({ question, answer })) };
  }
  return content;
}
