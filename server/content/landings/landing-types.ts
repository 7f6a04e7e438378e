import type { LandingBlock, LandingDocument } from '@/lib/content/landing-blocks';

/* What the landing use cases answer (decision 0036). */

export interface LandingPageSummary {
  id: number;
  key: string;
  path: string;
  title: string;
  publishedAt: string | null;
  publishedBy: string | null;
  draftSavedAt: string;
  draftSavedBy: string | null;
  hasUnpublishedChanges: boolean;
}

/** One page in one language, as the store (or the editor's preview) shows it. */
export interface LandingPageContent {
  id: number;
  path: string;
  title: string;
  description: string;
  updatedAt: string;
  blocks: LandingBlock[];
}

export interface LandingEditorPage extends LandingPageSummary {
  draft: LandingDocument;
}

/** The editor's "who, when": the operator's e-mail address. */
export interface LandingEditor {
  email: string;
}
