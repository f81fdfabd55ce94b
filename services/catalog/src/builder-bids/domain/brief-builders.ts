import type { FieldIssue, Vendor } from '@stallplan/contracts';

export interface BriefBuilder {
  vendorId: string;
  vendorName: string;
  vendorEmail: string;
}

export type BriefBuildersOutcome = { ok: true; builders: BriefBuilder[] } | { ok: false; message: string; details: FieldIssue[] };

/** "Skyline Exhibits", "Skyline Exhibits and Acme", "A, B and C". */
function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The builders a brief may go to, in the order chosen: each must be listed, approved (active) and
 * have an e-mail address to receive the brief at. Otherwise the whole brief is refused, naming
 * the builders that cannot take it (pending builders are listed by name in Find Builders anyway).
 */
export function briefBuilders(vendorIds: readonly string[], found: readonly Vendor[]): BriefBuildersOutcome {
  const byId = new Map(found.map((vendor) => [vendor.id, vendor]));
  const builders: BriefBuilder[] = [];
  const missing: number[] = [];
  const notReady: Array<{ index: number; name: string }> = [];
  vendorIds.forEach((vendorId, index) => {
    const vendor = byId.get(vendorId);
    const email = vendor?.contact.email?.trim();
    if (!vendor) missing.push(index);
    else if (!vendor.isActive || !email) notReady.push({ index, name: vendor.name });
    else builders.push({ vendorId, vendorName: vendor.name, vendorEmail: email });
  });
  if (missing.length === 0 && notReady.length === 0) return { ok: true, builders };

  const sentences: string[] = [];
  const details: FieldIssue[] = [];
  if (missing.length > 0) {
    const sentence =
      missing.length === 1
        ? 'One of the chosen builders is not listed any more; please choose again.'
        : `${missing.length} of the chosen builders are not listed any more; please choose again.`;
    sentences.push(sentence);
    for (const index of missing) details.push({ path: `vendorIds.${index}`, message: 'This builder is not listed.' });
  }
  if (notReady.length > 0) {
    sentences.push(`${namesInWords(notReady.map((entry) => entry.name))} cannot take briefs yet.`);
    for (const { index, name } of notReady) details.push({ path: `vendorIds.${index}`, message: `${name} cannot take briefs yet.` });
  }
  return { ok: false, message: sentences.join(' '), details };
}
