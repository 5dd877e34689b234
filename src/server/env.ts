import 'server-only';
import path from 'node:path';
import { parseServerEnv } from '@/config/env-schema';

const parsed = parseServerEnv(process.env);

export const env = {
  ...parsed,
  DATA_DIR: path.resolve(parsed.DATA_DIR),
};
