/**
 * What a fixture seed may be: any number or string. Equal seeds give equal fixtures.
 *
 * @group Testing
 */
export type Seed = number | string;
