import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { BLOG_AUTHOR, blogStatusOptions, FIRST_VERSION, type BlogStatus } from '@stallplan/contracts';

/** One article as stored; `createdAt` is the article's date (see docs/marketplace.md#blogs). */
export interface BlogRecord {
  _id: Types.ObjectId;
  header: string;
  /** Sanitised HTML. */
  content: string;
  author: string;
  slug: string;
  status: BlogStatus;
  /** The sanitiser policy the content was cleaned with; an older one is cleaned again on read. */
  sanitizerVersion: number;
  /** 1 when published, one more on every write; articles stored before versions have none and count as 1. */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

export const blogSchema = new Schema<BlogRecord>(
  {
    header: { type: String, required: true },
    content: { type: String, required: true },
    author: { type: String, required: true, default: BLOG_AUTHOR },
    slug: { type: String, required: true },
    status: { type: String, enum: blogStatusOptions.values, required: true, default: 'published' },
    sanitizerVersion: { type: Number, required: true },
    version: { type: Number, default: FIRST_VERSION },
  },
  { collection: 'blogs', timestamps: true, versionKey: false, strict: 'throw' },
);

// Writes and seeding look articles up by slug, and two admins publishing the same title at once
// must not get the same one. Lists and searches are answered from memory (see blog-repository.ts),
// so no other index would ever be read.
blogSchema.index({ slug: 1 }, { unique: true });

export type BlogModel = Model<BlogRecord>;

export function blogModel(connection: Connection): BlogModel {
  return (connection.models['Blog'] as BlogModel | undefined) ?? connection.model<BlogRecord>('Blog', blogSchema);
}
