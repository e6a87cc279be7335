import { VisuallyHidden } from '@mantine/core';

interface Props {
  caption: string;
  /** The row label's heading, then one heading per value column. */
  headers: [string, ...string[]];
  rows: { label: string; values: number[] }[];
}

/** A chart is a picture; screen readers get the same figures as a table. */
export function DataTable({ caption, headers, rows }: Props) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={headers[index + 1] ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
