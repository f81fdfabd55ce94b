/** "1 traveller", "2 travellers", "1 person", "3 people": a count with the noun that agrees with it. */
export function countNoun(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}
