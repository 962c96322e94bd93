import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted, highlightParts, MATCH_END, MATCH_START } from './Highlighted.tsx';

const marked = (text: string) => `${MATCH_START}${text}${MATCH_END}`;

describe('Highlighted', () => {
  it('splits sentinel-marked text into plain and marked runs', () => {
    expect(highlightParts(`Chasing a ${marked('plum')} glaze, ${marked('Plum')}`)).toEqual([
      { text: 'Chasing a ', marked: false },
      { text: 'plum', marked: true },
      { text: ' glaze, ', marked: false },
      { text: 'Plum', marked: true },
    ]);
    expect(highlightParts('no marks')).toEqual([{ text: 'no marks', marked: false }]);
    expect(highlightParts('')).toEqual([]);
  });

  it('drops stray sentinels instead of marking the rest of the text', () => {
    expect(highlightParts(`a${MATCH_START}b`)).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: false },
    ]);
    expect(highlightParts(`a${MATCH_END}b${marked('c')}`)).toEqual([
      { text: 'ab', marked: false },
      { text: 'c', marked: true },
    ]);
  });

  it('renders <mark> elements and escapes everything else: never HTML from the text', () => {
    const html = renderToString(<Highlighted text={`<b>${marked('<i>x</i>')}</b> & "q"`} />);
    expect(html).toBe('&lt;b&gt;<mark>&lt;i&gt;x&lt;/i&gt;</mark>&lt;/b&gt; &amp; &quot;q&quot;');
  });
});
