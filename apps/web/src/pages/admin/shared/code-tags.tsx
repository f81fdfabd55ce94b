/** Names written as code (a key's scopes, an endpoint's events) as small tags; `titles` says what each means when pointed at. */
export function CodeTags({ label, items, titles }: { label: string; items: readonly string[]; titles?: Readonly<Record<string, string>> }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label={label}>
      {items.map((item) => (
        <li key={item} title={titles?.[item]} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  );
}
