// What a rendering worked out afresh from the same text on every request (a site's settings JSON),
// remembered by that text. Bounded: the least recently asked go first once `max` texts are held, so
// a server of many sites keeps the ones being asked for.

/** `work` of a text, remembered for the last `max` texts asked (most recently used kept). */
export function memoByText<T>(work: (text: string) => T, max: number): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    const known = answers.get(text);
    if (known !== undefined || answers.has(text)) {
      answers.delete(text);
      answers.set(text, known as T);
      return known as T;
    }
    const answer = work(text);
    answers.set(text, answer);
    if (answers.size > max) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}
