/** Cache tag of the member's responsible-gaming settings (the member centre's page and the header's reality check share it). */
export const RESPONSIBLE_GAMING_TAG = 'ResponsibleGaming' as const;
