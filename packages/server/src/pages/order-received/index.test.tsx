import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { renderPath } from '../test-support.ts';
import { ORDER_RECEIVED_MESSAGE } from './index.tsx';

describe.each(ENGINES)("spec 1 §2: 'order confirmed 202 … order received 207' on %s", (engine) => {
  const demo = useDemoSite(engine);

  it('is what /order-confirmed shows without a receipt to show: the order received, its details mailed', async () => {
    const queries: Record<string, string>[] = [
      {},
      { order: 'not-a-token' },
      { order: `${'a'.repeat(24)}.forged` },
    ];
    for (const query of queries) {
      const page = await renderPath(demo, '/order-confirmed', { query });
      expect(page.status).toBe(200);
      expect(page.pageType).toBe(PageType.orderReceived);
      expect(contextOf(page.html).pageType).toBe(207);
      expect(page.html).toContain(ORDER_RECEIVED_MESSAGE);
      expect(page.html).toContain('<title>Order received — Fern &amp; Kiln</title>');
      expect(page.cacheable).toBe(false);
    }
  });
});
