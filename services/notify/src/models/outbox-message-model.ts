import type { OutboxKind, OutboxStatus } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';
import type { Mailbox } from '../domain/composed-mail.js';

/** What a stored message was sent for. */
export type StoredOutboxKind = OutboxKind;

/** One message as recorded, whether it went out or not: the outbox is the record of every mail. */
export interface StoredOutboxMessage {
  _id: Types.ObjectId;
  kind: StoredOutboxKind;
  to: Mailbox[];
  cc: Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  jobId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const mailboxSchema = new Schema<Mailbox>({ name: String, address: { type: String, required: true } }, { _id: false });

const outboxMessageSchema = new Schema<StoredOutboxMessage>(
  {
    kind: { type: String, required: true },
    to: { type: [mailboxSchema], required: true },
    cc: { type: [mailboxSchema], default: [] },
    replyTo: { type: mailboxSchema, required: false },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    status: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
    jobId: { type: String, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
    sentAt: { type: Date, default: null },
  },
  { collection: 'outbox', versionKey: false },
);
outboxMessageSchema.index({ createdAt: -1 });
outboxMessageSchema.index({ status: 1, createdAt: 1 });

export type OutboxMessageModel = Model<StoredOutboxMessage>;

export function outboxMessageModelFor(connection: Connection): OutboxMessageModel {
  return (connection.models.OutboxMessage as OutboxMessageModel | undefined) ?? connection.model<StoredOutboxMessage>('OutboxMessage', outboxMessageSchema);
}
