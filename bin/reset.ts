import { resolve } from 'node:path';
import { dataFolder, resetDataFolder } from '../infra/local/data-folder.js';

/**
 * `npm run reset`: removes the local data folder (.local-data/, or LOCAL_DATA's), so the next
 * `npm start` or `npm run dev` seeds fresh demo data. Refused while a stack runs on it.
 */
const root = resolve(import.meta.dirname, '..');
try {
  console.log(resetDataFolder(dataFolder(root, process.env.LOCAL_DATA)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
