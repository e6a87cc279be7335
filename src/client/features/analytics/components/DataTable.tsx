import { VisuallyHidden } from '@mantine/core';

interface Props {
  caption: string;
  headers: [string, string];
  rows: { label: string; value: number }[];
}

/** A chart is a picture; screen readers get the same figures as a table. */
export function DataTable({ caption, headers, rows }: Props) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
