/** The 24-hex-digit text of an ObjectId, the only form our ids travel in. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;
