import { Schema, type Connection, type Model } from 'mongoose';

/** Small named records the service keeps about its own data. */
export interface ServiceStateRecord {
  /** `blogs` holds the blog revision; `demo-articles` marks the seeding as done. */
  _id: string;
  /** Raised by every blog write, so each instance can tell that its in-memory copy is out of date. */
  revision?: number;
  seededAt?: Date;
}

export const serviceStateSchema = new Schema<ServiceStateRecord>(
  {
    _id: { type: String, required: true },
    revision: { type: Number },
    seededAt: { type: Date },
  },
  { collection: 'service_state', versionKey: false },
);

export type ServiceStateModel = Model<ServiceStateRecord>;

export function serviceStateModel(connection: Connection): ServiceStateModel {
  return (connection.models['ServiceState'] as ServiceStateModel | undefined) ?? connection.model<ServiceStateRecord>('ServiceState', serviceStateSchema);
}
