import type { CampaignValues } from './campaignValues';

/** How a part of the campaign form reads and changes the form's values. */
export interface CampaignFields {
  values: CampaignValues;
  /** The message of a field's failure, if it shows. */
  errorOf: (name: string) => string | undefined;
  change: (name: string, value: string | boolean) => void;
  touch: (name: string) => void;
}

/** A control's id in the campaign form. */
export const fieldId = (name: string) => `campaign-form-${name}`;
