import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file so synth works from any working directory. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const projectPath = (...segments: string[]): string => resolve(root, ...segments);

export const httpHandlerEntry = (handler: string): string => `lambdas/http/handlers/${handler}.ts`;
export const eventConsumerEntry = (consumer: string): string => `lambdas/events/${consumer}.ts`;

/** The built SPA, present only after `vite build web`. */
export const webDist = (): string | undefined => {
  const dist = projectPath('web/dist');
  return existsSync(resolve(dist, 'index.html')) ? dist : undefined;
};
