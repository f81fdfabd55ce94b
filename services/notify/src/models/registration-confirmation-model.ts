import { type Connection, type Model, Schema, type Types } from 'mongoose';

/** One confirmation per registered vendor; `vendorId` is unique so a retried call mails once. */
export interface StoredRegistrationConfirmation {
  _id: Types.ObjectId;
  vendorId: string;
  messageId: Types.ObjectId | null;
  createdAt: Date;
}

const registrationConfirmationSchema = new Schema<StoredRegistrationConfirmation>(
  {
    vendorId: { type: String, required: true, unique: true },
    messageId: { type: Schema.Types.ObjectId, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'registrationconfirmations', versionKey: false },
);

export type RegistrationConfirmationModel = Model<StoredRegistrationConfirmation>;

export function registrationConfirmationModelFor(connection: Connection): RegistrationConfirmationModel {
  return (
    (connection.models.RegistrationConfirmation as RegistrationConfirmationModel | undefined) ??
    connection.model<StoredRegistrationConfirmation>('RegistrationConfirmation', registrationConfirmationSchema)
  );
}
