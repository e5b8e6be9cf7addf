import { useRef, useState } from 'react';
import type { AdminCampaign } from '../../api/generated/api';
import type { Row } from './campaignValues';

/**
 * The contribution rows of the campaign form: the campaign's, or one row of the first category at
 * 100 % for a new campaign. A new row takes a category no row has yet. `onEdit` runs at each
 * change (the server's refusal of the contributions no longer stands).
 */
export function useContributionRows(campaign: AdminCampaign | null, categories: string[], onEdit: () => void) {
  const [rows, setRows] = useState<Row[]>(() =>
    campaign ? campaign.contributions.map((c, key) => ({ key, ...c })) : [{ key: 0, category: categories[0] ?? '', percent: '100' }],
  );
  const nextKey = useRef(rows.length);

  const setRow = (key: number, patch: Partial<Row>) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    onEdit();
  };
  const addRow = () => {
    const unused = categories.find((c) => !rows.some((r) => r.category === c)) ?? categories[0] ?? '';
    setRows((list) => [...list, { key: nextKey.current++, category: unused, percent: '100' }]);
    onEdit();
  };
  const removeRow = (key: number) => {
    setRows((list) => list.filter((r) => r.key !== key));
    onEdit();
  };
  return { rows, setRow, addRow, removeRow };
}
