import { describe, expect, it } from 'vitest';
import { ANALYTICS_COMMON_FIELDS } from './analytics-events.ts';
import {
  EDITOR_EVENT_AREAS,
  editorEventCommonData,
  editorProductArea,
  isAnalyticsCommonField,
  TESSERA_PLATFORM_VERSION,
} from './editor-analytics.ts';

const context = {
  websiteIdentifier: 'bakery',
  platformVersion: TESSERA_PLATFORM_VERSION,
  accountId: 'acc1',
  sessionId: 's1',
  browserLocale: 'en-GB',
  websiteLocale: 'en',
};

describe("spec 1 §2: 'Editor product areas named in events: collection-editor, item-catalog, section-editor, collection-settings'", () => {
  it('names those four areas, and the design editor of the 7.1 rule', () => {
    expect(EDITOR_EVENT_AREAS).toEqual([
      'collection-editor',
      'item-catalog',
      'section-editor',
      'collection-settings',
      'design-editor',
    ]);
  });

  it('keeps the area an event was raised in', () => {
    expect(editorProductArea('item-catalog', '7.1')).toBe('item-catalog');
    expect(editorProductArea('collection-settings', '7')).toBe('collection-settings');
  });
});

describe("spec 1 §2: 'A /config area is tracked as the design editor when the site uses template version 7.1'", () => {
  it('tracks the config area at large as the design editor on 7.1, and as no area on 7 or 8', () => {
    expect(editorProductArea(null, '7.1')).toBe('design-editor');
    expect(editorProductArea(null, '7')).toBeNull();
    expect(editorProductArea(null, '8')).toBeNull();
  });

  it('counts a Tessera site as 7.1 (pages are stacks of sections under one site design)', () => {
    expect(TESSERA_PLATFORM_VERSION).toBe('7.1');
    expect(
      editorEventCommonData({ action: 'viewed', area: null, page: 'outbox', objectType: 'screen' }, context),
    ).toMatchObject({ product_area: 'design-editor', product_page: 'outbox' });
  });
});

describe('spec 2 §3 "Analytics event fields": the common fields of an editor event', () => {
  const data = editorEventCommonData(
    {
      action: 'opened',
      area: 'section-editor',
      page: 'pages',
      section: 'canvas',
      objectType: 'page',
      objectId: 'p1',
      objectDisplayName: 'About',
    },
    context,
  );

  it('fills actor, action, team, source, object, website, area, page, section, account, session and locales', () => {
    expect(data).toEqual({
      actor: 'owner',
      action: 'opened',
      event_owner_team: 'editor',
      event_source: 'config-area',
      object_type: 'page',
      object_id: 'p1',
      object_display_name: 'About',
      context_website_identifier: 'bakery',
      product_area: 'section-editor',
      product_page: 'pages',
      product_section: 'canvas',
      product_design_identifier: '7.1',
      user_member_account_id: 'acc1',
      user_session_id: 's1',
      browser_locale: 'en-GB',
      website_locale: 'en',
    });
  });

  it('uses only the spec’s common field names (nothing for the pointer: mouse tracking is left out)', () => {
    for (const name of Object.keys(data)) expect(ANALYTICS_COMMON_FIELDS).toContain(name);
    expect(isAnalyticsCommonField('product_area')).toBe(true);
    expect(isAnalyticsCommonField('mouse_x')).toBe(false);
  });
});
