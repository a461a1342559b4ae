import styles from './form-layout.module.css';

/** A form's column: fields, notices and buttons one under the other at a steady rhythm. */
export const formClass = styles.form;
/** Small print under a form or between its parts. */
export const noteClass = styles.note;
/** A row of buttons that wraps on a narrow screen. */
export const actionsClass = styles.actions;
/** A labelled list of facts (term above value). */
export const detailsClass = styles.details;
