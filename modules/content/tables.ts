import type { Selectable } from 'kysely';

export interface PostsTable {
  slug: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  published_at: Date;
}

export interface ContentTables {
  'content.posts': PostsTable;
}

export type PostRow = Selectable<PostsTable>;
