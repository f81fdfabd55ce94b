import { type Connection, type Model, Schema, type Types } from 'mongoose';
import type { QuoteShow } from '../domain/quote-show.js';

export const ROI_GUIDE_REQUEST_MODEL_NAME = 'RoiGuideRequest';
export const ROI_GUIDE_REQUEST_COLLECTION = 'roiGuideRequests';

/**
 * An ROI guide's request while its PDF is made: the exhibitor's contact details stay in the
 * service's database, and the queue's job carries only this record's id. The route deletes the
 * record once it stops waiting; the retention sweep removes any a dead process left behind.
 */
export interface StoredRoiGuideRequest {
  _id: Types.ObjectId;
  /** The validated request, as plain JSON; the worker parses it again. */
  request: Record<string, unknown>;
  /** The catalogue show the plan names, as the API looked it up; null when it names none. */
  knownShow: QuoteShow | null;
  issuedAt: Date;
}

export type RoiGuideRequestModel = Model<StoredRoiGuideRequest>;

const roiGuideRequestSchema = new Schema<StoredRoiGuideRequest>(
  {
    request: { type: Schema.Types.Mixed, required: true },
    knownShow: { type: Schema.Types.Mixed, default: null },
    issuedAt: { type: Date, required: true, index: true },
  },
  { collection: ROI_GUIDE_REQUEST_COLLECTION, versionKey: false, minimize: false },
);

export function roiGuideRequestModelFor(connection: Connection): RoiGuideRequestModel {
  return (
    (connection.models[ROI_GUIDE_REQUEST_MODEL_NAME] as RoiGuideRequestModel | undefined) ??
    connection.model<StoredRoiGuideRequest>(ROI_GUIDE_REQUEST_MODEL_NAME, roiGuideRequestSchema)
  );
}
