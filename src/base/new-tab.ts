/**
 * The id of the one hidden element per page (in the footer) that holds content/site.json's `newTab`:
 * every link that opens another site in a new tab names it in aria-describedby, so screen readers say so.
 */
export const NEW_TAB_ID = 'new-tab';
