// A process's resident memory as Linux counts it (/proc/PID/status), in MB to one decimal: all of it,
// the anonymous part (heaps) and the file-backed part (code, mapped files).
import { readFileSync } from 'node:fs';

export function residentMemory(pid: number): { rssMb: number; anonMb: number; fileMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const mb = (n: number) => Math.round(n / 102.4) / 10;
  return { rssMb: mb(kb('VmRSS')), anonMb: mb(kb('RssAnon')), fileMb: mb(kb('RssFile')) };
}
