// `npm run worker`: background jobs in a process of their own (jobs/worker-process.ts). As main.ts,
// it runs libraries in their production mode unless NODE_ENV says otherwise; set before anything
// that reads it is loaded.
import { setBufferSlabSize } from './buffer-slabs.ts';

process.env.NODE_ENV ??= 'production';
setBufferSlabSize();
const { runWorkerProcess } = await import('./jobs/worker-process.ts');
await runWorkerProcess();
