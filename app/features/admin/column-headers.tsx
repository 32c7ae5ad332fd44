/** A staff table's head: one row of column headers, each `scope="col"`, in the order given. */
export function ColumnHeaders({
  headers,
  className,
  cellClassName,
}: {
  headers: readonly string[];
  className: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col" className={cellClassName}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
