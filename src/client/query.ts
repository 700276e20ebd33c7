/**
 * A value the client can put in a query string. Arrays become repeated keys (`?tag=a&tag=b`),
 * dates their ISO string, and `undefined` or `null` leaves the parameter out.
 *
 * @group Client
 */
export type QueryValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly (string | number | boolean | Date)[];
