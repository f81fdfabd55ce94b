import { describe, expect, it } from 'vitest';
import { formIssuesFor } from './form-issues.js';

const FIELDS = ['name', 'scopes'] as const;

describe('formIssuesFor', () => {
  it("puts the server's 400 details on the form's fields, without the path the server wrote before them", () => {
    const placed = formIssuesFor(
      [
        { path: 'name', message: 'name: Key name is required.' },
        { path: 'scopes.1', message: 'scopes.1: Scope must be one of: vendors:read.' },
      ],
      FIELDS,
    );
    expect(placed.fields).toEqual([
      { field: 'name', message: 'Key name is required.' },
      { field: 'scopes', message: 'Scope must be one of: vendors:read.' },
    ]);
    expect(placed.other).toEqual([]);
  });

  it('keeps the first message per field, and says a missing field in words', () => {
    const placed = formIssuesFor(
      [
        { path: 'scopes', message: 'scopes is required' },
        { path: 'scopes.0', message: 'later' },
      ],
      FIELDS,
    );
    expect(placed.fields).toEqual([{ field: 'scopes', message: 'This field is required.' }]);
  });

  it('leaves what no field shows for the alert', () => {
    const placed = formIssuesFor(
      [
        { path: '', message: 'A JSON request body is required.' },
        { path: 'extra', message: 'extra: Unrecognized key' },
      ],
      FIELDS,
    );
    expect(placed.fields).toEqual([]);
    expect(placed.other.map((issue) => issue.path)).toEqual(['', 'extra']);
  });
});
