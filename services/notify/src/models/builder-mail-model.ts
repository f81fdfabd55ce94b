import type { BuilderMailKind } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

/** One builder-bids mail per caller's `key`; the unique index makes a retried call mail once. */
export interface StoredBuilderMail {
  _id: Types.ObjectId;
  key: string;
  kind: BuilderMailKind;
  messageId: Types.ObjectId | null;
  createdAt: Date;
}

const builderMailSchema = new Schema<StoredBuilderMail>(
  {
    key: { type: String, required: true, unique: true },
    kind: { type: String, required: true },
    messageId: { type: Schema.Types.ObjectId, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'buildermails', versionKey: false },
);

export type BuilderMailModel = Model<StoredBuilderMail>;

export function builderMailModelFor(connection: Connection): BuilderMailModel {
  return (connection.models.BuilderMail as BuilderMailModel | undefined) ?? connection.model<StoredBuilderMail>('BuilderMail', builderMailSchema);
}
