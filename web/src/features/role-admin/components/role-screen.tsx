import { useMemo, useState } from 'react';
import { Button, Callout, Card, H4, Intent, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_PINNED_PERMISSIONS,
  ROLES,
  ROLE_LABELS,
  type PermissionCatalog,
  type Role,
  type RoleView,
} from '@packflow/contracts';
import { useConfirm } from '../../../components/ui/confirm';
import { Page } from '../../../components/ui/page';
import { PermissionChecklist } from '../../../components/ui/permission-checklist';
import { QueryState } from '../../../components/ui/query-state';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { currentLocale } from '../../../lib/i18n';
import { usePermissionCatalog } from '../api/get-permission-catalog';
import { useRoles } from '../api/get-roles';
import { useSaveRolePermissions } from '../api/save-role-permissions';

const PINNED: ReadonlySet<string> = new Set(ADMIN_PINNED_PERMISSIONS);
const NONE: ReadonlySet<string> = new Set();

/** /OperatorRole: the nine roles, and the permission checklist of the one selected. */
export function RoleScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const roles = useRoles();
  const catalog = usePermissionCatalog(locale);
  return (
    <Page title={t('roleAdmin.title')}>
      <QueryState query={roles}>
        {(views) => (
          <QueryState query={catalog}>{(groups) => <RoleEditor views={views} catalog={groups} />}</QueryState>
        )}
      </QueryState>
    </Page>
  );
}

function RoleEditor({ views, catalog }: { views: RoleView[]; catalog: PermissionCatalog }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [selected, setSelected] = useState<Role>('Admin');
  // Unsaved edits of the selected role; null shows the saved set (and follows live changes).
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const save = useSaveRolePermissions();

  const permissionsOf = (role: Role): readonly string[] =>
    views.find((v) => v.role === role)?.permissions ?? [];
  const savedList = permissionsOf(selected);
  const saved = useMemo(() => new Set<string>(savedList), [savedList]);
  const current = draft ?? saved;
  const dirty = draft !== null && !sameSet(draft, saved);
  const label = (role: Role): string => ROLE_LABELS[role][locale];
  const locked = selected === 'Admin' ? PINNED : NONE;

  async function choose(role: Role): Promise<void> {
    if (role === selected) return;
    if (dirty) {
      const discard = await confirm({
        message: t('roleAdmin.discard.message', { role: label(selected) }),
        confirmText: t('roleAdmin.discard.confirm'),
        intent: Intent.WARNING,
      });
      if (!discard) return;
    }
    setDraft(null);
    setSelected(role);
  }

  function submit(): void {
    // Catalogue order, so the stored text does not depend on the order of the clicks.
    const inCatalog = catalog.groups.flatMap((g) =>
      g.modules.flatMap((m) => m.permissions.map((p) => p.permission)),
    );
    const known = new Set<string>(inCatalog);
    const permissions = [
      ...inCatalog.filter((p) => current.has(p)),
      ...[...current].filter((p) => !known.has(p)),
    ];
    save.mutate(
      { role: selected, permissions, separator: catalog.separator || undefined },
      {
        onSuccess: ({ msg }) => {
          setDraft(null);
          void toastSuccess(msg || t('common.operationSuccessful'));
        },
        onError: (error) => void toastError(error.message),
      },
    );
  }

  return (
    <div
      className="pf-role-admin"
      style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Card style={{ flex: '0 0 240px', padding: 8 }}>
        <H4 style={{ padding: '4px 8px' }}>{t('roleAdmin.roles')}</H4>
        <Menu aria-label={t('roleAdmin.roles')}>
          {ROLES.map((role) => (
            <MenuItem
              key={role}
              text={label(role)}
              label={role}
              active={role === selected}
              aria-current={role === selected ? 'true' : undefined}
              onClick={() => void choose(role)}
            />
          ))}
        </Menu>
      </Card>
      <Card style={{ flex: '1 1 480px', minWidth: 0 }}>
        <H4>{t('roleAdmin.permissionsOf', { role: label(selected) })}</H4>
        {selected === 'Admin' && (
          <Callout intent={Intent.PRIMARY} className="pf-notice">
            {t('roleAdmin.pinned')}
          </Callout>
        )}
        <PermissionChecklist
          groups={catalog.groups}
          selected={current}
          locked={locked}
          onChange={(next) => setDraft(next)}
        />
        <div className="pf-actions">
          <Button
            intent={Intent.PRIMARY}
            text={t('common.save')}
            loading={save.isPending}
            disabled={!dirty || save.isPending}
            onClick={submit}
          />
          <Button
            text={t('common.reset')}
            disabled={!dirty || save.isPending}
            onClick={() => setDraft(null)}
          />
          {dirty && (
            <Tag minimal intent={Intent.WARNING}>
              {t('roleAdmin.unsaved')}
            </Tag>
          )}
        </div>
      </Card>
      {confirmDialog}
    </div>
  );
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}
