// CLS as web-vitals and CrUX count it: layout shifts not caused by the visitor's input (hadRecentInput)
// grouped in session windows, a shift joining the window when it comes less than 1 s after the
// window's last shift and less than 5 s after its first; the score is the largest window's sum.

export interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

export function layoutShiftScore() {
  let largest = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  return {
    add(shifts: LayoutShift[]) {
      for (const shift of shifts) {
        if (shift.hadRecentInput) continue;
        const time = shift.startTime;
        if (window && time - last < 1000 && time - first < 5000) window += shift.value;
        else [window, first] = [shift.value, time];
        last = time;
        largest = Math.max(largest, window);
      }
    },
    value: () => largest,
  };
}
