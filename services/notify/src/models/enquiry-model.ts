import type { EnquiryPayload } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

/** An enquiry as sent (defaults applied), with the outbox messages that carry it. */
export type StoredEnquiry = EnquiryPayload & {
  _id: Types.ObjectId;
  clientIp: string;
  messageIds: Types.ObjectId[];
  createdAt: Date;
};

const pricedItem = { type: { type: String }, name: String, cost: Number };

const enquirySchema = new Schema<StoredEnquiry>(
  {
    companyName: { type: String, required: true },
    yourName: { type: String, required: true },
    mobileNumber: { type: String, required: true },
    emailAddress: String,
    exhibitionName: { type: String, required: true },
    companyIndustry: { type: String, required: true },
    departureState: String,
    arrivalState: String,
    departureCity: String,
    arrivalCity: String,
    eventType: { type: String, required: true },
    venueType: { type: String, required: true },
    distance: Number,
    exhibitionStartDate: String,
    exhibitionEndDate: String,
    yourArrivalDate: String,
    yourDepartureDate: String,
    boothArea: Number,
    boothUnit: { type: String, required: true },
    position: { type: String, required: true },
    boothType: String,
    vendorName: { type: String, required: true },
    vendorEmail: { type: String, required: true },
    vendorId: String,
    wallType: { type: new Schema(pricedItem, { _id: false }), required: false },
    flooring: { type: [new Schema(pricedItem, { _id: false })], default: undefined },
    ceilingType: String,
    additionalRooms: { type: [String], default: undefined },
    printArea: Number,
    brandingElements: { type: [new Schema(pricedItem, { _id: false })], default: undefined },
    furnitureType: String,
    furnitureItems: { type: [new Schema(pricedItem, { _id: false })], default: undefined },
    lightingOptions: { type: [new Schema(pricedItem, { _id: false })], default: undefined },
    powerRequirement: Number,
    powerType: String,
    premiumExtras: { type: [new Schema(pricedItem, { _id: false })], default: undefined },
    clientIp: { type: String, required: true },
    messageIds: { type: [Schema.Types.ObjectId], default: [] },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'enquiries', versionKey: false },
);
enquirySchema.index({ createdAt: -1 });

export type EnquiryModel = Model<StoredEnquiry>;

export function enquiryModelFor(connection: Connection): EnquiryModel {
  return (connection.models.Enquiry as EnquiryModel | undefined) ?? connection.model<StoredEnquiry>('Enquiry', enquirySchema);
}
