/** A policy document: its body stays in the language its URL names, whatever the interface locale. */
export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface PolicyDocument {
  lang: 'en' | 'ru';
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
}
