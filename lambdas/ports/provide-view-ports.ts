import { providePorts } from '../core/ports/provided.js';
import { enqueueView } from './views-queue.js';

/** The views queue, for entry points whose core counts a view (a page, a post, a job). */
export const provideViewPorts = (): void => providePorts({ enqueueView });
