// A number with its noun, one or many: '1 order', '3 orders'. The config area's one plural rule
// (English only until issue 40's message catalogue).
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
