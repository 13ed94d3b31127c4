/** Layout facts of the agent reports. */

/** From this width the reports show tables; narrower screens (phones, 390 px) get one card per row. */
export const REPORT_TABLE_QUERY = '(min-width: 768px)';
