import { type Connection, type Model, Schema, type Types } from 'mongoose';

/**
 * One admin notification per plan. `planKey` is unique: two requests for the same plan race to
 * insert it and only the winner mails (no transactions needed, FerretDB has none).
 */
export interface StoredFormNotification {
  _id: Types.ObjectId;
  planKey: string;
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  grandTotal: number;
  messageId: Types.ObjectId | null;
  createdAt: Date;
}

const formNotificationSchema = new Schema<StoredFormNotification>(
  {
    planKey: { type: String, required: true, unique: true },
    companyName: { type: String, required: true },
    contactPerson: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    grandTotal: { type: Number, required: true },
    messageId: { type: Schema.Types.ObjectId, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'formnotifications', versionKey: false },
);

export type FormNotificationModel = Model<StoredFormNotification>;

export function formNotificationModelFor(connection: Connection): FormNotificationModel {
  return (
    (connection.models.FormNotification as FormNotificationModel | undefined) ??
    connection.model<StoredFormNotification>('FormNotification', formNotificationSchema)
  );
}
