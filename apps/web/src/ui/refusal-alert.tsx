import { AlertCircle } from 'lucide-react';
import { issueSentences, type Refusal } from '../api/refusal.js';

/** The server's refusal of a form, with a line per problem it named; nothing when there is none. */
export function RefusalAlert({ refusal, testId }: { refusal: Refusal | null; testId: string }) {
  if (!refusal) return null;
  const sentences = issueSentences(refusal.details);
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid={testId}>
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">{refusal.message}</p>
        {sentences.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
