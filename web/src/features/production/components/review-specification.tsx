import { Fragment, type ReactNode } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot, ProductionDetail } from '@packflow/contracts';
import { AttachmentList } from '../../../components/files';
import { specificationText } from '../../../components/order-specification';
import { currentLocale } from '../../../lib/i18n';
import type { productionEn } from '../locales/en';

/** The specification the factory works to: kind, sizes, layers, accessories, quantity. Never a price. */
function Specification({ job }: { job: ProductionDetail }) {
  const { t } = useTranslation();
  const english = currentLocale() === 'en';
  const spec = specificationText(job.snapshot as Partial<OrderSnapshot>, t, english);
  const product =
    job.make === 'coiled' || !job.bagType
      ? t(`production.makes.${job.make}`)
      : t(`production.bagTypes.${job.bagType}`);
  const pairs: [keyof (typeof productionEn)['review']['specFields'], ReactNode][] = [
    ['printingType', t(`production.printingTypes.${job.printingType}`)],
    ['product', product],
    [
      'quantity',
      <span key="q" className="pf-prod-num">
        {`${job.quantity.toLocaleString(english ? 'en-US' : 'zh-CN')} ${t(`production.unitSuffix.${job.unit as 'piece'}`)}`}
      </span>,
    ],
    ['size', spec.sizes || t('production.review.none')],
    ['layers', spec.layers || t('production.review.noLayers')],
    ['accessories', spec.accessories || t('production.review.none')],
  ];
  return (
    <dl className="pf-prod-facts" aria-label={t('production.review.spec')}>
      {pairs.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{t(`production.review.specFields.${key}`)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * What the review is about: the order's specification, its artwork files and their status, the
 * inks and web width a confirmed review recorded, and the reason of an earlier rejection.
 */
export function ReviewSubject({ job }: { job: ProductionDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Specification job={job} />
      <h4>{t('production.review.artworkFiles')}</h4>
      {job.artworkFiles ? (
        <AttachmentList readOnly value={job.artworkFiles} label={t('production.review.artworkFiles')} />
      ) : (
        <p>{t('production.review.noArtwork')}</p>
      )}
      <p>
        {t('production.review.artworkStatus', {
          status: t(`production.artwork.${job.artworkStatus}`),
        })}
      </p>
      {job.reviewStatus === 'confirmed' && (
        <p>
          {t('production.review.recorded', {
            inks: job.colours.join(', ') || t('production.review.none'),
            width: job.webWidthMm === null ? t('production.review.none') : `${job.webWidthMm} mm`,
          })}
        </p>
      )}
      {job.rejectReason && (
        <Callout intent={Intent.WARNING}>
          {t('production.review.previousReject', { reason: job.rejectReason })}
        </Callout>
      )}
    </>
  );
}
