// First stage of the page's script: React's DOM renderer, the largest module, in a task of its own
// (docs/decisions/020-staged-boot.md).
import 'react-dom/client';
import { nextTask } from './next-task.js';

await nextTask();
