import type { StallRequirements } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

export type StoredStallRequirements = StallRequirements & {
  _id: Types.ObjectId;
  reference: string;
  clientIp: string;
  messageIds: Types.ObjectId[];
  createdAt: Date;
};

const stallRequirementsSchema = new Schema<StoredStallRequirements>(
  {
    reference: { type: String, required: true, unique: true },
    companyName: { type: String, required: true },
    contactPerson: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    website: String,
    preferredLocation: { type: String, required: true },
    powerRequirement: { type: String, required: true },
    specialRequirements: String,
    accessibility: { type: Boolean, default: false },
    designTheme: { type: String, required: true },
    colorScheme: { type: String, required: true },
    brandingElements: { type: [String], default: [] },
    audioVisual: { type: [String], default: [] },
    furniture: { type: [String], default: [] },
    technology: { type: [String], default: [] },
    brochures: { type: Boolean, default: false },
    giveaways: { type: Boolean, default: false },
    digitalDisplays: { type: Boolean, default: false },
    productSamples: { type: Boolean, default: false },
    setupDate: { type: String, required: true },
    eventDate: { type: String, required: true },
    dismantleDate: String,
    budgetRange: { type: String, required: true },
    approvalStatus: String,
    specialInstructions: String,
    clientIp: { type: String, required: true },
    messageIds: { type: [Schema.Types.ObjectId], default: [] },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'stallrequirements', versionKey: false },
);
stallRequirementsSchema.index({ createdAt: -1 });

export type StallRequirementsModel = Model<StoredStallRequirements>;

export function stallRequirementsModelFor(connection: Connection): StallRequirementsModel {
  return (
    (connection.models.StallRequirements as StallRequirementsModel | undefined) ??
    connection.model<StoredStallRequirements>('StallRequirements', stallRequirementsSchema)
  );
}
