const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Anything but an id of the right shape names nothing, and is never sent to the database.
export const isRecordId = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
