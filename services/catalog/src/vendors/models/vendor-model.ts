import { FIRST_VERSION, priceRangeOptions, type PriceRange } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

export const VENDOR_MODEL_NAME = 'Vendor';
export const VENDOR_COLLECTION = 'vendors';

export interface StoredTestimonial {
  text: string;
  clientContact: string;
  clientName?: string;
  stallImages: string[];
  createdAt: Date;
}

export interface StoredVendorContact {
  email?: string;
  phone?: string;
  website?: string;
  address?: string;
}

export interface StoredVendorPricing {
  project?: number;
  hourly?: number;
  sqft?: number;
}

/**
 * A vendor as stored: the contracts' vendor, plus what only the service reads. `email` is the
 * contact e-mail lower-cased (registration refuses one already on file); `registrationEmail` is
 * set on self-registered vendors only and is unique, so two registrations racing with the same
 * address cannot both be stored.
 */
export interface StoredVendor {
  _id: Types.ObjectId;
  name: string;
  nameLower: string;
  category: string;
  city: string;
  state: string;
  location?: string;
  description?: string;
  specialties: string[];
  services: string[];
  keywords: string[];
  contact: StoredVendorContact;
  email?: string;
  registrationEmail?: string;
  rating?: string;
  experience?: string;
  priceRange: PriceRange;
  logoUrl?: string;
  portfolioImages: string[];
  testimonials: StoredTestimonial[];
  isActive: boolean;
  pricing: StoredVendorPricing;
  completedProjects: number;
  certifications: string[];
  recentWork: string[];
  serviceCities: string[];
  /** Shown in the profile next to certifications; not on the admin form, so an edit keeps them. */
  awards: string[];
  /** The booth sizes, in sq m, the vendor usually works on; matching reads it. Not on the admin form either. */
  boothSizeSqm?: { min: number; max: number };
  /** Marks a demo vendor, so seeding again adds only the missing ones. */
  seedKey?: string;
  /**
   * A made-up listing seeded for development; the screens say its contacts are not real. Only
   * seeding sets it: no form writes it, so the admin's and self-registered vendors stay false.
   */
  demo?: boolean;
  /**
   * False while a self-registration waits for its address to be confirmed by the mailed link; such
   * a vendor is listed nowhere and is deleted after 48 hours. Missing (older records, the admin's
   * and demo vendors) or true: confirmed.
   */
  emailConfirmed?: boolean;
  /** SHA-256 of the confirmation link's token, kept only until the address is confirmed. */
  confirmationTokenHash?: string;
  /**
   * 1 when created, one more on every write; a write that names an older one is refused. Vendors
   * stored before versions existed have none and count as 1.
   */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const testimonialSchema = new Schema<StoredTestimonial>(
  {
    text: { type: String, required: true },
    clientContact: { type: String, required: true },
    clientName: String,
    stallImages: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
  },
  { _id: false },
);

const vendorSchema = new Schema<StoredVendor>(
  {
    name: { type: String, required: true },
    nameLower: { type: String, required: true },
    category: { type: String, required: true },
    city: { type: String, required: true },
    state: { type: String, required: true },
    location: String,
    description: String,
    specialties: { type: [String], default: [] },
    services: { type: [String], default: [] },
    keywords: { type: [String], default: [] },
    contact: {
      email: String,
      phone: String,
      website: String,
      address: String,
    },
    email: String,
    registrationEmail: String,
    rating: String,
    experience: String,
    priceRange: { type: String, enum: [...priceRangeOptions.values], required: true },
    logoUrl: String,
    portfolioImages: { type: [String], default: [] },
    testimonials: { type: [testimonialSchema], default: [] },
    isActive: { type: Boolean, required: true, default: true },
    pricing: {
      project: Number,
      hourly: Number,
      sqft: Number,
    },
    completedProjects: { type: Number, required: true, default: 0 },
    certifications: { type: [String], default: [] },
    recentWork: { type: [String], default: [] },
    serviceCities: { type: [String], default: [] },
    awards: { type: [String], default: [] },
    boothSizeSqm: {
      min: Number,
      max: Number,
    },
    seedKey: String,
    demo: { type: Boolean, default: false },
    emailConfirmed: Boolean,
    confirmationTokenHash: String,
    version: { type: Number, default: FIRST_VERSION },
  },
  {
    collection: VENDOR_COLLECTION,
    timestamps: true,
    versionKey: false,
    // A filter naming a field the schema lacks is dropped rather than passed on.
    strictQuery: true,
  },
);

// What the queries filter and sort on: the public list and matching read active vendors (by
// category for matching); registration looks up the e-mail; the admin list sorts by creation.
vendorSchema.index({ isActive: 1, category: 1 });
vendorSchema.index({ isActive: 1, nameLower: 1 });
vendorSchema.index({ city: 1 });
vendorSchema.index({ serviceCities: 1 });
vendorSchema.index({ email: 1 });
vendorSchema.index({ createdAt: -1 });
// FerretDB v1 ignores `sparse`, but it never counts a missing field as a duplicate, so vendors
// without the field coexist on both servers.
vendorSchema.index({ registrationEmail: 1 }, { unique: true, sparse: true });
vendorSchema.index({ seedKey: 1 }, { unique: true, sparse: true });
// The confirmation link looks its registration up by hash; expired ones are found by age.
vendorSchema.index({ confirmationTokenHash: 1 }, { unique: true, sparse: true });
vendorSchema.index({ emailConfirmed: 1, createdAt: 1 });

// Filters only ever hold values the code chose, but should one carry a caller's object, an
// operator inside it is wrapped in `$eq` and fails to cast instead of running; the code's own
// operators are marked with `mongoose.trusted`.
vendorSchema.pre(
  ['find', 'findOne', 'findOneAndUpdate', 'findOneAndDelete', 'countDocuments', 'deleteOne', 'deleteMany', 'updateOne', 'updateMany'],
  function sanitizeFilters() {
    this.setOptions({ sanitizeFilter: true });
  },
);

export type VendorModel = Model<StoredVendor>;

/** The vendor model on the service's own connection (once per connection). */
export function vendorModelFor(connection: Connection): VendorModel {
  return (connection.models[VENDOR_MODEL_NAME] as VendorModel | undefined) ?? connection.model<StoredVendor>(VENDOR_MODEL_NAME, vendorSchema);
}
