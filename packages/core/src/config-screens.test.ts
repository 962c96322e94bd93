import { describe, expect, it } from 'vitest';
import {
  CONFIG_SCREENS,
  configAddressOfPath,
  configAddressPath,
  configScreenOfPath,
  configScreenPath,
  isConfigScreen,
} from './config-screens.ts';

describe('config screens and their addresses', () => {
  it('gives every screen /config/<screen>, and the config area itself to the landing', () => {
    expect(configScreenPath('pages')).toBe('/config/pages');
    expect(configScreenPath('commerce')).toBe('/config/commerce');
    expect(configAddressOfPath('/config/')).toEqual({ screen: 'overview', record: [], landing: true });
  });

  it('reads back the screen of each address it gives, and only those', () => {
    for (const screen of CONFIG_SCREENS) {
      expect(configScreenOfPath(configScreenPath(screen))).toBe(screen);
    }
    expect(configScreenOfPath('/config/forms/')).toBeNull();
  });

  it('names no screen for an address outside the config area or of no screen', () => {
    expect(configScreenOfPath('/config/nothing')).toBeNull();
    expect(configScreenOfPath('/config/nothing/7')).toBeNull();
    expect(configScreenOfPath('/about')).toBeNull();
    expect(configScreenOfPath('/config')).toBeNull();
    expect(isConfigScreen('pages')).toBe(true);
    expect(isConfigScreen('toString')).toBe(false);
  });

  it('gives an open record its own address below its screen, and reads it back', () => {
    expect(configAddressPath('commerce', ['orders', '1042'])).toBe('/config/commerce/orders/1042');
    expect(configAddressPath('commerce', [])).toBe('/config/commerce');
    expect(configAddressPath('pages', ['x'])).toBe('/config/pages');
    expect(configAddressOfPath('/config/commerce/orders/1042')).toEqual({
      screen: 'commerce',
      record: ['orders', '1042'],
    });
  });

  it('refuses a record path that is empty in part, too deep or of other characters', () => {
    expect(configAddressOfPath('/config/commerce/orders/')).toBeNull();
    expect(configAddressOfPath('/config/commerce//1')).toBeNull();
    expect(configAddressOfPath('/config/commerce/a/b/c/d')).toBeNull();
    expect(configAddressOfPath('/config/commerce/orders/%2e%2e')).toBeNull();
    expect(configAddressOfPath(`/config/commerce/${'x'.repeat(65)}`)).toBeNull();
  });
});
