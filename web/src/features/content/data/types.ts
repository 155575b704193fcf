/** Shapes of the editorial content (advice articles, courses). Kept apart from the copy itself. */
import type { ContentKey } from '../../../i18n/content/i18n';

export type Audience = 'Parents' | 'Caregivers' | 'Families';

/**
 * What the advice hub lists: enough to choose an article, without its body. The title and
 * summary are the English source; the screens show `article.<slug>.title` / `.summary`.
 */
export interface ArticleMeta {
  slug: string;
  title: string;
  summary: string;
  audience: Audience;
}

/** A paragraph is a string; a bulleted list is an array of strings. */
export type Block = string | readonly string[];

export interface ArticleSection {
  heading: string;
  blocks: readonly Block[];
}

/** An article's text: an opening paragraph, then sections with their own headings. */
export interface ArticleBody {
  intro: string;
  sections: readonly ArticleSection[];
}

export interface Course {
  title: string;
  provider: string;
  /** The content catalogue's key of its summary. */
  summary: ContentKey;
  /** The course page itself, without the affiliate parameters (see courses.ts). */
  url: string;
  /** How it is taken, in a few words (length, language, certificate): a catalogue key. */
  format: ContentKey;
}
