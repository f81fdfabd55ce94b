import { type Connection, type Model, Schema } from 'mongoose';

export const CLAIM_MODEL_NAME = 'Claim';
export const CLAIM_COLLECTION = 'claims';

/**
 * "Done once" markers: `award:<briefId>`, `review-invitation:<briefId>`. FerretDB v1 runs
 * findAndModify and a filtered update as a read, then a write, so two requests can both see a
 * brief unawarded and both "win"; an insert under one `_id` is refused for all but the first on
 * every server, which makes it the one claim that holds.
 */
export interface StoredClaim {
  _id: string;
  claimedAt: Date;
}

const claimSchema = new Schema<StoredClaim>(
  {
    _id: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: CLAIM_COLLECTION, versionKey: false, strictQuery: true },
);

export type ClaimModel = Model<StoredClaim>;

export function claimModelFor(connection: Connection): ClaimModel {
  return (connection.models[CLAIM_MODEL_NAME] as ClaimModel | undefined) ?? connection.model<StoredClaim>(CLAIM_MODEL_NAME, claimSchema);
}
