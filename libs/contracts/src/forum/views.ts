/** An article as its section's list shows it. */
export interface ArticleRow {
  id: string;
  sectionId: string;
  title: string;
  authorId: string;
  authorName: string;
  publishedAt: string;
  editedAt: string | null;
}

/** An article to read: its row and its sanitised HTML. */
export interface ArticleView extends ArticleRow {
  html: string;
}
