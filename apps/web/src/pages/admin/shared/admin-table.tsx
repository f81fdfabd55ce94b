import type { ReactNode } from 'react';

export interface AdminColumn {
  label: ReactNode;
  /** Added to the header cell's padding and weight, e.g. `text-right` or `hidden lg:table-cell`. */
  className?: string;
}

/**
 * The admin lists' table for wide screens (phones get cards instead): the frame, one header row
 * from `columns`, and the rows the caller renders.
 */
export function AdminTable({ columns, children }: { columns: readonly AdminColumn[]; children: ReactNode }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-orange-100 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.className ? `px-4 py-3 font-medium ${column.className}` : 'px-4 py-3 font-medium'}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
