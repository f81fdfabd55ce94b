import type { Schema } from 'mongoose';

/**
 * As on the vendor model: filters only ever hold values the code chose, but should one carry a
 * caller's object, an operator inside it is wrapped in `$eq` and fails to cast instead of
 * running; the code's own operators are marked with `mongoose.trusted`.
 */
export function sanitizeEveryFilter<T>(schema: Schema<T>): void {
  schema.pre(
    ['find', 'findOne', 'findOneAndUpdate', 'findOneAndDelete', 'countDocuments', 'deleteOne', 'deleteMany', 'updateOne', 'updateMany'],
    function sanitizeFilters() {
      this.setOptions({ sanitizeFilter: true });
    },
  );
}
