import type { CSSProperties } from 'react';
import {
  Button,
  Classes,
  FormGroup,
  Position,
  Radio,
  RadioGroup,
  SegmentedControl,
  Switch,
} from '@blueprintjs/core';
import { ResetIcon, TickIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  closeShellSettings,
  COLOR_PRESETS,
  isColor,
  resetShellSettings,
  SHELL_LAYOUTS,
  updateShellSettings,
  useShellSettings,
  useShellSettingsOpen,
} from './settings';
import { ShellDrawer } from './shell-drawer';

/**
 * The settings drawer (spec section 2): layout, tag bar, theme, theme colour and menu collapse,
 * for this browser. Its own chunk, loaded the first time it opens.
 */
export default function SettingsDrawer() {
  const { t } = useTranslation();
  const isOpen = useShellSettingsOpen();
  const settings = useShellSettings();
  const preset = COLOR_PRESETS.some((c) => c.value === settings.color);
  return (
    <ShellDrawer
      isOpen={isOpen}
      onClose={closeShellSettings}
      position={Position.RIGHT}
      size="320px"
      title={t('shell.settings.title')}
      closeLabel={t('shell.settings.close')}
      className="pf-settings-drawer"
    >
      <div className={`${Classes.DRAWER_BODY} pf-settings-body`}>
        <RadioGroup
          label={t('shell.settings.layout')}
          name="pf-shell-layout"
          selectedValue={settings.layout}
          onChange={(event) => {
            const layout = SHELL_LAYOUTS.find((l) => l === event.currentTarget.value);
            if (layout) updateShellSettings({ layout });
          }}
        >
          {SHELL_LAYOUTS.map((layout) => (
            <Radio key={layout} value={layout} label={t(`shell.settings.layouts.${layout}`)} />
          ))}
        </RadioGroup>
        <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t('shell.settings.mobileNote')}</p>

        <Switch
          checked={settings.tagBar}
          label={t('shell.settings.tagBar')}
          onChange={(event) => updateShellSettings({ tagBar: event.currentTarget.checked })}
        />
        <Switch
          checked={settings.collapsed}
          label={t('shell.settings.collapsed')}
          onChange={(event) => updateShellSettings({ collapsed: event.currentTarget.checked })}
        />

        <FormGroup label={t('shell.settings.theme')}>
          <SegmentedControl
            aria-label={t('shell.settings.theme')}
            value={settings.theme}
            options={[
              { value: 'default', label: t('shell.settings.themes.default') },
              { value: 'dark', label: t('shell.settings.themes.dark') },
            ]}
            onValueChange={(value) => updateShellSettings({ theme: value === 'dark' ? 'dark' : 'default' })}
          />
        </FormGroup>

        <FormGroup label={t('shell.settings.color')}>
          <div className="pf-swatches" role="group" aria-label={t('shell.settings.color')}>
            {COLOR_PRESETS.map(({ name, value }) => {
              const chosen = settings.color === value;
              return (
                <button
                  key={value}
                  type="button"
                  className="pf-swatch"
                  // A CSS variable through the style object (CSSOM), which the CSP allows.
                  style={{ '--pf-swatch': value } as CSSProperties}
                  aria-label={t(`shell.settings.colors.${name}`)}
                  title={`${t(`shell.settings.colors.${name}`)} ${value}`}
                  aria-pressed={chosen}
                  onClick={() => updateShellSettings({ color: value })}
                >
                  {chosen && <TickIcon />}
                </button>
              );
            })}
            <label className={`pf-swatch-custom${preset ? '' : ' pf-swatch-custom--on'}`}>
              <input
                type="color"
                aria-label={t('shell.settings.customColor')}
                value={settings.color}
                onChange={(event) => {
                  if (isColor(event.currentTarget.value))
                    updateShellSettings({ color: event.currentTarget.value });
                }}
              />
              <span>{t('shell.settings.customColor')}</span>
            </label>
          </div>
        </FormGroup>

        <Button icon={<ResetIcon />} text={t('shell.settings.reset')} onClick={resetShellSettings} />
      </div>
    </ShellDrawer>
  );
}
