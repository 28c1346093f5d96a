/**
 * The row of a dated legal table in force on a UK day (`YYYY-MM-DD`), the table oldest first. A day
 * before its first row takes the first row; a day after its last takes the last, as what follows is not
 * yet set in law.
 */
export function rowInForce<Row extends { readonly from: string }>(table: readonly Row[], day: string): Row {
  let found = table[0]!;
  for (const row of table) if (row.from <= day) found = row;
  return found;
}
