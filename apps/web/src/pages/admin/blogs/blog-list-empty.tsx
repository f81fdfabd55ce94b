import { FileText, PenLine } from 'lucide-react';
import { Link } from 'react-router-dom';

/** §2's empty states: nothing written yet invites the first article; a search that missed offers a way back. */
export function BlogListEmpty({ searched, onClearSearch }: { searched: boolean; onClearSearch: () => void }) {
  return (
    <div className="card flex flex-col items-center gap-3 py-12 text-center">
      <FileText className="size-10 text-brand-600" aria-hidden />
      <h3 className="text-lg font-semibold text-ink">{searched ? 'No blogs found matching your search' : 'No blogs found'}</h3>
      <div className="flex flex-wrap justify-center gap-2">
        {searched && (
          <button type="button" className="btn-secondary" onClick={onClearSearch}>
            Clear Search
          </button>
        )}
        <Link to="/admin/blogs/write" className="btn-primary">
          <PenLine className="size-4" aria-hidden />
          Write Your First Blog
        </Link>
      </div>
    </div>
  );
}
