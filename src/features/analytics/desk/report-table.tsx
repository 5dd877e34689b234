import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Column {
  label: string;
  numeric?: boolean;
}

interface ReportTableProps {
  caption: string;
  columns: Column[];
  /** The first cell of each row heads it. */
  rows: { key: string; cells: ReactNode[] }[];
  note?: string;
  tall?: boolean;
}

const boxClass = (tall: boolean) =>
  cn(
    'overflow-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    tall && 'max-h-96',
  );

// A list on phones; a long table scrolls in a box keyboard users can focus.
export function ReportTable({ caption, columns, rows, note, tall = false }: ReportTableProps) {
  return (
    <div>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className={cn('hidden sm:block', boxClass(tall))}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cn('px-3 py-2 font-semibold', column.numeric && 'text-right')}
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
                      className="max-w-72 min-w-28 px-3 py-2 text-left font-normal wrap-anywhere"
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
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className={cn('sm:hidden', boxClass(tall))}
      >
        <ul className="divide-y divide-border text-sm">
          {rows.map(({ key, cells: [head, ...figures] }) => (
            <li key={key} className="grid gap-1 px-3 py-2">
              <p className="font-medium wrap-anywhere">{head}</p>
              <dl className="grid grid-cols-[1fr_auto] gap-x-3">
                {figures.map((cell, index) => (
                  <div key={index} className="contents">
                    <dt className="text-muted-foreground">{columns[index + 1]?.label}</dt>
                    <dd className="text-right tabular-nums">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
      {note && <p className="mt-2 text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}
