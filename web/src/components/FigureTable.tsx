import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { visuallyHidden } from "./visually-hidden";

export interface FigureColumn {
  label: string;
  /** Figures align to the end side (right in English, left in Arabic). */
  numeric?: boolean;
}

export interface FigureRow {
  key: string;
  /** The first cell heads its row. */
  cells: string[];
}

/**
 * A chart's figures as a plain table: what screen readers read, and what anyone can switch to. Long texts wrap
 * rather than scroll: a scrolling box would need a keyboard stop of its own, even where the table is hidden.
 */
export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
}) {
  return (
    <Box sx={{ maxWidth: "100%", "& th, & td": { overflowWrap: "break-word", px: { xs: 1, sm: 2 } } }}>
      <Table size="small">
        <caption style={{ captionSide: "top", textAlign: "start", padding: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            {caption}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position (two may share a label)
              <TableCell key={index} align={column.numeric ? "right" : "left"} scope="col">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column's position
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column's position
                    key={index}
                    align={columns[index]?.numeric ? "right" : "left"}
                  >
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
