import './widgets.css';
import { Checkbox, NonIdealState, Tag } from '@blueprintjs/core';
import type { PermissionGroup } from '@packflow/contracts';
import { useTranslation } from 'react-i18next';
import { textOr } from '../../lib/i18n';

export interface PermissionChecklistProps {
  /** The catalogue: GET /api/admin/permission answers `{ groups, separator }`. */
  groups: readonly PermissionGroup[];
  /** The role's permissions (`METHOD@route`). */
  selected: ReadonlySet<string>;
  /** The new set after a click; not called in read-only mode. */
  onChange?: (next: Set<string>) => void;
  readOnly?: boolean;
  /** Permissions shown but not changeable, e.g. ADMIN_PINNED_PERMISSIONS for the Admin role. */
  locked?: ReadonlySet<string>;
  /** Heading of an app; default the widgets.permissions.apps text, else the code. */
  appLabel?: (app: string) => string;
  /** Heading of a module; default the widgets.permissions.modules text, else the code. */
  moduleLabel?: (module: string, app: string) => string;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The role-permission checklist: apps, their modules, their permissions (summary, method, route),
 * with "select all" per app and per module (indeterminate when partly selected).
 */
export function PermissionChecklist({
  groups,
  selected,
  onChange,
  readOnly = false,
  locked = NONE,
  appLabel = defaultAppLabel,
  moduleLabel = defaultModuleLabel,
}: PermissionChecklistProps) {
  const { t } = useTranslation();
  if (groups.length === 0) return <NonIdealState title={t('widgets.permissions.empty')} />;

  const canChange = (permission: string): boolean => !readOnly && !locked.has(permission);
  const change = (next: Set<string>) => {
    if (!readOnly) onChange?.(next);
  };
  const toggleOne = (permission: string) => {
    const next = new Set(selected);
    if (next.has(permission)) next.delete(permission);
    else next.add(permission);
    change(next);
  };
  /** All of them on, unless all the changeable ones are on already: then those off. */
  const toggleAll = (permissions: string[]) => {
    const changeable = permissions.filter(canChange);
    const next = new Set(selected);
    const allOn = changeable.every((p) => selected.has(p));
    for (const p of changeable) {
      if (allOn) next.delete(p);
      else next.add(p);
    }
    change(next);
  };
  const groupBox = (permissions: string[], label: string, ariaLabel: string) => {
    const on = permissions.filter((p) => selected.has(p)).length;
    return (
      <>
        <Checkbox
          label={label}
          aria-label={ariaLabel}
          checked={on > 0 && on === permissions.length}
          indeterminate={on > 0 && on < permissions.length}
          disabled={!permissions.some(canChange)}
          onChange={() => toggleAll(permissions)}
        />
        <span className="pf-permissions-count">
          {t('widgets.permissions.count', { selected: on, total: permissions.length })}
        </span>
      </>
    );
  };

  return (
    <div className="pf-permissions">
      {groups.map((group) => {
        const app = appLabel(group.app);
        const appPermissions = group.modules.flatMap((m) => m.permissions.map((p) => p.permission));
        return (
          <section key={group.app} className="pf-permissions-app" aria-label={app}>
            <div className="pf-permissions-app-head">
              {groupBox(appPermissions, app, t('widgets.permissions.selectApp', { app }))}
            </div>
            {group.modules.map((mod) => {
              const name = moduleLabel(mod.module, group.app);
              return (
                <div key={mod.module} className="pf-permissions-module" role="group" aria-label={name}>
                  <div className="pf-permissions-module-head">
                    {groupBox(
                      mod.permissions.map((p) => p.permission),
                      name,
                      t('widgets.permissions.selectModule', { module: name }),
                    )}
                  </div>
                  <ul className="pf-permissions-list">
                    {mod.permissions.map((p) => (
                      <li key={p.permission}>
                        <Checkbox
                          checked={selected.has(p.permission)}
                          disabled={!canChange(p.permission)}
                          onChange={() => toggleOne(p.permission)}
                          labelElement={
                            <>
                              {p.summary}
                              <span className="pf-permission-route">
                                <Tag minimal>{p.method}</Tag>
                                <code>{p.route}</code>
                              </span>
                            </>
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}

const defaultAppLabel = (app: string): string => textOr(`widgets.permissions.apps.${app}`, app);
const defaultModuleLabel = (module: string): string =>
  textOr(`widgets.permissions.modules.${module}`, module);
