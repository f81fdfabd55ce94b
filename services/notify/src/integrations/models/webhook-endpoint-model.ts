import type { WebhookEventType } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

/** Where a key's events go, and the secrets deliveries are signed with. */
export interface StoredWebhookEndpoint {
  _id: Types.ObjectId;
  keyId: Types.ObjectId;
  url: string;
  events: WebhookEventType[];
  description: string;
  secret: string;
  /** The secret before the last rotation: deliveries are signed with both until it expires. */
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  secretRotatedAt: Date | null;
}

const webhookEndpointSchema = new Schema<StoredWebhookEndpoint>(
  {
    keyId: { type: Schema.Types.ObjectId, required: true },
    url: { type: String, required: true },
    events: { type: [String], required: true },
    description: { type: String, default: '' },
    secret: { type: String, required: true },
    previousSecret: { type: String, default: null },
    previousSecretExpiresAt: { type: Date, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
    secretRotatedAt: { type: Date, default: null },
  },
  { collection: 'webhookendpoints', versionKey: false },
);
// A key's endpoints (the integrator's list), and the fan-out's lookup by event type.
webhookEndpointSchema.index({ keyId: 1, createdAt: -1 });
webhookEndpointSchema.index({ events: 1 });
webhookEndpointSchema.index({ createdAt: -1 });

export type WebhookEndpointModel = Model<StoredWebhookEndpoint>;

export function webhookEndpointModelFor(connection: Connection): WebhookEndpointModel {
  return (
    (connection.models.WebhookEndpoint as WebhookEndpointModel | undefined) ?? connection.model<StoredWebhookEndpoint>('WebhookEndpoint', webhookEndpointSchema)
  );
}
