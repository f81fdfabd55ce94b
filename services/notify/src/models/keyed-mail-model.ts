import { type Connection, type Model, Schema, type Types } from 'mongoose';

/**
 * One mail per caller's `key`; the unique index makes a retried call mail once. Each caller's
 * mails (builder bids, saved plans) keep a collection of their own, so two callers' keys never meet.
 */
export interface StoredKeyedMail {
  _id: Types.ObjectId;
  key: string;
  /** The outbox kind of the mail (`brief-invitation`, `plan-saved`…), for whoever reads the collection. */
  kind: string;
  messageId: Types.ObjectId | null;
  createdAt: Date;
}

export type KeyedMailModel = Model<StoredKeyedMail>;

export function keyedMailModelFor(connection: Connection, names: { model: string; collection: string }): KeyedMailModel {
  const existing = connection.models[names.model] as KeyedMailModel | undefined;
  if (existing) return existing;
  const schema = new Schema<StoredKeyedMail>(
    {
      key: { type: String, required: true, unique: true },
      kind: { type: String, required: true },
      messageId: { type: Schema.Types.ObjectId, default: null },
      createdAt: { type: Date, required: true, default: () => new Date() },
    },
    { collection: names.collection, versionKey: false },
  );
  return connection.model<StoredKeyedMail>(names.model, schema);
}
