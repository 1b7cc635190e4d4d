/** A policy page as data: the page renders it; the words live in one module per policy. */
export interface LegalContact {
  label: string;
  email: string;
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  contacts?: readonly LegalContact[];
}

export interface LegalDocument {
  heading: string;
  path: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  sections: readonly LegalSection[];
}
