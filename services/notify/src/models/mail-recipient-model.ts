import { type Connection, type Model, Schema, type Types } from 'mongoose';

/**
 * An address that mails about saved plans went to, known only by hashes: of the address, and of
 * the token in its "not me" link. `stoppedAt`: someone opened that link, and nothing more is sent.
 */
export interface StoredMailRecipient {
  _id: Types.ObjectId;
  addressHash: string;
  stopTokenHash: string;
  stoppedAt: Date | null;
  createdAt: Date;
}

const mailRecipientSchema = new Schema<StoredMailRecipient>(
  {
    addressHash: { type: String, required: true, unique: true },
    stopTokenHash: { type: String, required: true, unique: true },
    stoppedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'mailrecipients', versionKey: false },
);

export type MailRecipientModel = Model<StoredMailRecipient>;

export function mailRecipientModelFor(connection: Connection): MailRecipientModel {
  return (connection.models.MailRecipient as MailRecipientModel | undefined) ?? connection.model<StoredMailRecipient>('MailRecipient', mailRecipientSchema);
}
