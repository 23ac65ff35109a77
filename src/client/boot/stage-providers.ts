// Second stage: the libraries around the app (Mantine, TanStack Query, the tRPC client) in a task of their
// own, before the app's pages (docs/decisions/020-staged-boot.md).
import '../Providers.js';
import { nextTask } from './next-task.js';

await nextTask();
