import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PriceIssue } from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { messageText } from '../format';

/** Issues not shown at a field: errors (red) that block, warnings (amber) to read before generating. */
export function IssueList({ issues }: { issues: readonly PriceIssue[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  const callout = (list: readonly PriceIssue[], intent: Intent, title: string) =>
    list.length === 0 ? null : (
      <Callout intent={intent} title={title} compact className="pf-issues">
        <ul>
          {list.map((issue, i) => (
            <li key={`${issue.code}-${i}`}>{messageText(issue, locale)}</li>
          ))}
        </ul>
      </Callout>
    );
  return (
    <>
      {callout(errors, Intent.DANGER, t('quotations.wizard.errors'))}
      {callout(warnings, Intent.WARNING, t('quotations.wizard.warnings'))}
    </>
  );
}
