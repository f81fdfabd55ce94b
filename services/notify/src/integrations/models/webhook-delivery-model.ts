import type { WebhookDeliveryStatus, WebhookEventType } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

export interface StoredWebhookAttempt {
  at: Date;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  replay: boolean;
}

/** One event for one endpoint: the exact body signed and sent, and every try at sending it. */
export interface StoredWebhookDelivery {
  _id: Types.ObjectId;
  endpointId: Types.ObjectId;
  /** `msg_...`, the `webhook-id` header of every try. */
  messageId: string;
  eventId: string;
  eventType: WebhookEventType;
  /** The JSON text as signed; sent byte for byte on every try. */
  body: string;
  status: WebhookDeliveryStatus;
  attempts: StoredWebhookAttempt[];
  createdAt: Date;
  nextAttemptAt: Date | null;
}

const attemptSchema = new Schema<StoredWebhookAttempt>(
  {
    at: { type: Date, required: true },
    responseCode: { type: Number, default: null },
    durationMs: { type: Number, required: true },
    error: { type: String, default: null },
    replay: { type: Boolean, default: false },
  },
  { _id: false },
);

const webhookDeliverySchema = new Schema<StoredWebhookDelivery>(
  {
    endpointId: { type: Schema.Types.ObjectId, required: true },
    messageId: { type: String, required: true, unique: true },
    eventId: { type: String, required: true },
    eventType: { type: String, required: true },
    body: { type: String, required: true },
    status: { type: String, required: true },
    attempts: { type: [attemptSchema], default: [] },
    createdAt: { type: Date, required: true, default: () => new Date() },
    nextAttemptAt: { type: Date, default: null },
  },
  { collection: 'webhookdeliveries', versionKey: false },
);
// One delivery per event and endpoint: a fan-out tried again finds the one it stored.
webhookDeliverySchema.index({ eventId: 1, endpointId: 1 }, { unique: true });
// An endpoint's deliveries, newest first.
webhookDeliverySchema.index({ endpointId: 1, createdAt: -1 });

export type WebhookDeliveryModel = Model<StoredWebhookDelivery>;

export function webhookDeliveryModelFor(connection: Connection): WebhookDeliveryModel {
  return (
    (connection.models.WebhookDelivery as WebhookDeliveryModel | undefined) ?? connection.model<StoredWebhookDelivery>('WebhookDelivery', webhookDeliverySchema)
  );
}
