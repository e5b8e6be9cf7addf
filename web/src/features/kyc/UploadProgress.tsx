import { useTranslation } from 'react-i18next';
import { wholePercent } from '../../lib/percent';

/**
 * How much of the file has gone (the browser's upload progress), as a progress bar screen readers
 * read with its name and value; left full once the server has taken the file.
 */
export function UploadProgress({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation();
  const value = wholePercent(i18n.language, percent);
  return (
    <div className="col-12">
      <div className="d-flex justify-content-between small mb-1">
        <span id="kyc-progress-label">{t('kyc.upload.progress')}</span>
        <span aria-hidden="true">{value}</span>
      </div>
      <div
        className="document-progress"
        role="progressbar"
        aria-labelledby="kyc-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={value}
      >
        <div className="document-progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
