import type { ApiKeyStatus, ApiScope } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

/** An integrator's key as stored: only the SHA-256 of its secret, never the secret. */
export interface StoredApiKey {
  _id: Types.ObjectId;
  name: string;
  ownerEmail: string;
  scopes: ApiScope[];
  /** The secret's first characters, so the admin can tell keys apart. */
  keyStart: string;
  secretHash: string;
  ratePerMinute: number;
  dailyQuota: number;
  status: ApiKeyStatus;
  createdAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  /** One more on each change of state (rotate, revoke), so the Redis mirror keeps only the newest. */
  version: number;
}

const apiKeySchema = new Schema<StoredApiKey>(
  {
    name: { type: String, required: true },
    ownerEmail: { type: String, required: true },
    scopes: { type: [String], required: true },
    keyStart: { type: String, required: true },
    secretHash: { type: String, required: true, unique: true },
    ratePerMinute: { type: Number, required: true },
    dailyQuota: { type: Number, required: true },
    status: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
    rotatedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    version: { type: Number, required: true, default: 1 },
  },
  { collection: 'apikeys', versionKey: false },
);
// The admin's list, newest first.
apiKeySchema.index({ createdAt: -1 });

export type ApiKeyModel = Model<StoredApiKey>;

export function apiKeyModelFor(connection: Connection): ApiKeyModel {
  return (connection.models.ApiKey as ApiKeyModel | undefined) ?? connection.model<StoredApiKey>('ApiKey', apiKeySchema);
}
