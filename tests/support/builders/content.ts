import sharp from 'sharp';
import type { ArticleDraft, PostDraft } from '@/lib/contracts/content/editor-schemas';

/* Drafts for the content editor's tests: complete in en, fr and de, with a word to search for. */

let sequence = 0;

export function buildPostDraft(overrides: Partial<PostDraft> & { word?: string } = {}): PostDraft {
  sequence += 1;
  const word = overrides.word ?? `zebrawood${sequence}`;
  const { word: _word, ...rest } = overrides;
  return {
    authorSlug: 'maren-holt',
    categorySlug: 'ergonomics',
    tagSlugs: ['posture'],
    productCodes: [],
    coverKey: null,
    featured: false,
    translations: {
      en: {
        slug: `desk-${word}-habits`,
        title: `Standing desk habits with ${word}`,
        description: 'Three small changes that make a standing desk worth it.',
        coverAlt: 'A standing desk by a window',
        markdown: `## Start small\n\nStand for ${word} minutes every hour, then sit.\n\n## Move\n\nShift your weight and walk.`,
      },
      fr: {
        slug: `bureau-${word}-habitudes`,
        title: `Habitudes au bureau debout avec ${word}`,
        description: 'Trois petits changements qui rendent un bureau debout utile.',
        coverAlt: 'Un bureau debout près d’une fenêtre',
        markdown: `## Commencer doucement\n\nRestez debout ${word} minutes par heure, puis asseyez-vous.`,
      },
      de: {
        slug: `steh-${word}-gewohnheiten`,
        title: `Gewohnheiten am Stehschreibtisch mit ${word}`,
        description: 'Drei kleine Änderungen, die einen Stehschreibtisch lohnend machen.',
        coverAlt: 'Ein Stehschreibtisch am Fenster',
        markdown: `## Klein anfangen\n\nStehen Sie ${word} Minuten pro Stunde, dann setzen Sie sich.`,
      },
    },
    ...rest,
  };
}

export function buildArticleDraft(overrides: Partial<ArticleDraft> & { word?: string } = {}): ArticleDraft {
  sequence += 1;
  const word = overrides.word ?? `quillwort${sequence}`;
  const { word: _word, ...rest } = overrides;
  return {
    sectionSlug: 'returns-and-refunds',
    slug: `returning-${word}`,
    position: 50,
    isFaq: false,
    related: [],
    translations: {
      en: { title: `Returning a ${word} order`, summary: 'How to send it back.', markdown: `## Steps\n\nStart the ${word} return from your order page.` },
      fr: { title: `Retourner une commande ${word}`, summary: 'Comment la renvoyer.', markdown: `## Étapes\n\nLancez le retour ${word} depuis la page de la commande.` },
      de: { title: `Eine ${word} Bestellung zurücksenden`, summary: 'So senden Sie sie zurück.', markdown: `## Schritte\n\nStarten Sie die ${word} Rücksendung auf der Bestellseite.` },
    },
    ...rest,
  };
}

/** A real PNG picture (a gradient), big enough to be a cover. */
export async function buildCoverPng(width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c7a17a"/><stop offset="1" stop-color="#3f5e5a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
