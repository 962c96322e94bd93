// The image process (image-worker.ts): runs the jobs its serving process sends, one answer per job,
// until that process lets it go.
import { type ImageJob, runImageJob } from './image-jobs.ts';

export interface ImageRequest {
  id: number;
  job: ImageJob;
}

export interface ImageAnswer {
  id: number;
  result: Buffer | string | null;
  error?: string;
}

process.on('message', async ({ id, job }: ImageRequest) => {
  let answer: ImageAnswer;
  try {
    answer = { id, result: await runImageJob(job) };
  } catch (error) {
    answer = { id, result: null, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(answer);
});
// Let go (the channel closed): nothing else holds the process open, so it exits.
process.on('disconnect', () => process.exit(0));
