import { describe, expect, it } from 'vitest';
import { CONFIG_SCREENS, configScreenOfPath, configScreenPath, isConfigScreen } from './config-screens.ts';

describe('config screens and their addresses', () => {
  it('gives the pages the config area itself and every other screen /config/<screen>', () => {
    expect(configScreenPath('pages')).toBe('/config/');
    expect(configScreenPath('commerce')).toBe('/config/commerce');
  });

  it('reads back the screen of each address it gives, and only those', () => {
    for (const screen of ['pages', ...CONFIG_SCREENS] as const) {
      expect(configScreenOfPath(configScreenPath(screen))).toBe(screen);
    }
    expect(configScreenOfPath('/config/forms/')).toBeNull();
  });

  it('names no screen for an address outside the config area or of no screen', () => {
    expect(configScreenOfPath('/config/nothing')).toBeNull();
    expect(configScreenOfPath('/config/forms/7')).toBeNull();
    expect(configScreenOfPath('/about')).toBeNull();
    expect(configScreenOfPath('/config')).toBeNull();
    expect(isConfigScreen('pages')).toBe(false);
    expect(isConfigScreen('toString')).toBe(false);
  });
});
