import { Button, Callout, HTMLTable, Intent } from '@blueprintjs/core';
import { ShieldIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ChainVerification } from '@packflow/contracts';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useVerifyChains } from '../api/reports';

/** Verify: recompute every chain; intact with each chain's first and last hash, or the broken event in red. */
export function VerifyTab() {
  const { t } = useTranslation();
  const verify = useVerifyChains();
  return (
    <div className="pf-report-tab">
      <p>{t('reports.verify.hint')}</p>
      <div>
        <Button
          intent="primary"
          icon={<ShieldIcon />}
          text={t('reports.verify.run')}
          loading={verify.isPending}
          onClick={() => verify.mutate()}
        />
      </div>
      {verify.isError && (
        <Callout intent="danger" role="alert">
          {verify.error.message}
        </Callout>
      )}
      {verify.data && <VerificationResult result={verify.data} />}
    </div>
  );
}

/** A verification's answer. */
export function VerificationResult({ result }: { result: ChainVerification }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      {result.broken ? (
        <Callout intent={Intent.DANGER} role="alert" className="pf-report-broken">
          <p>{t('reports.verify.broken', { ...result.broken, revision: result.broken.revision })}</p>
          <p>
            {t('reports.verify.expected')}: <code>{result.broken.expected}</code>
            <br />
            {t('reports.verify.found')}: <code>{result.broken.found ?? t('reports.verify.none')}</code>
          </p>
        </Callout>
      ) : (
        <Callout intent={Intent.SUCCESS} role="status">
          {t('reports.verify.intact', {
            chains: result.chains,
            events: result.events,
            at: formatDateTime(result.checkedAt, locale),
          })}
        </Callout>
      )}
      {result.heads.length > 0 && (
        <div className="pf-report-scroll" role="region" aria-label={t('reports.verify.stream')} tabIndex={0}>
          <HTMLTable compact striped className="pf-report-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.verify.stream')}</th>
                <th scope="col" className="pf-report-num">
                  {t('reports.verify.events')}
                </th>
                <th scope="col">{t('reports.verify.first')}</th>
                <th scope="col">{t('reports.verify.last')}</th>
              </tr>
            </thead>
            <tbody>
              {result.heads.map((head) => (
                <tr key={head.streamId}>
                  <th scope="row">{head.streamId}</th>
                  <td className="pf-report-num">{head.events}</td>
                  <td className="pf-report-hash">{head.first}</td>
                  <td className="pf-report-hash">{head.last}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </>
  );
}
