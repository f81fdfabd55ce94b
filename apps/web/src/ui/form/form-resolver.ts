import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/** What a zod 4 schema from the contracts looks like to the type checker: its parsed output. */
interface ContractSchema<Output> {
  _zod: { output: Output; input: unknown };
}

/**
 * zodResolver for a contracts schema, typed by what the inputs hold. The schemas read form text
 * through `z.preprocess`, whose input type is `unknown`, so the form's own value type is named here
 * while the submitted values keep the schema's output type.
 */
export function formResolver<Values extends FieldValues, Output>(schema: ContractSchema<Output>): Resolver<Values, unknown, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
}
