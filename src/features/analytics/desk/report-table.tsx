import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Column {
  label: string;
  numeric?: boolean;
}

// A long table scrolls inside its own box, which keyboard users can focus to scroll.
export function ReportTable({
  caption,
  columns,
  rows,
  note,
  tall = false,
}: {
  caption: string;
  columns: Column[];
  /** The first cell of each row heads it. */
  rows: { key: string; cells: ReactNode[] }[];
  note?: string;
  tall?: boolean;
}) {
  return (
    <div>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className={cn(
          'overflow-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          tall && 'max-h-96',
        )}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cn(
                    'px-3 py-2 font-semibold whitespace-nowrap',
                    column.numeric && 'text-right',
                  )}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-border">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={index}
                      scope="row"
                      className="max-w-72 min-w-28 px-3 py-2 text-left font-normal break-words"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={index}
                      className={cn(
                        'px-3 py-2 whitespace-nowrap',
                        columns[index]?.numeric && 'text-right tabular-nums',
                      )}
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && <p className="mt-2 text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}
